"""The type stubs (_nqueens.pyi) and py.typed ship with the package, and
name every function with the parameters it really has."""

import ast
import inspect
from pathlib import Path

import nqueens
from nqueens import _nqueens

PACKAGE = Path(nqueens.__file__).parent


def stub_functions():
    tree = ast.parse((PACKAGE / "_nqueens.pyi").read_text())
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}


def stub_classes():
    tree = ast.parse((PACKAGE / "_nqueens.pyi").read_text())
    return {node.name for node in tree.body if isinstance(node, ast.ClassDef)}


def test_the_package_is_typed():
    assert (PACKAGE / "py.typed").is_file()


def test_the_stubs_name_every_function_and_class():
    native = {name for name in nqueens.__all__ if hasattr(_nqueens, name)}
    functions = {name for name in native if inspect.isbuiltin(getattr(nqueens, name))}
    assert set(stub_functions()) == functions
    assert stub_classes() == native - functions


def test_the_stubs_parameters_are_the_functions():
    for name, node in stub_functions().items():
        stub = [(a.arg, "positional") for a in node.args.posonlyargs + node.args.args]
        stub += [(a.arg, "keyword") for a in node.args.kwonlyargs]
        real = [
            (p.name, "keyword" if p.kind is p.KEYWORD_ONLY else "positional")
            for p in inspect.signature(getattr(_nqueens, name)).parameters.values()
        ]
        assert stub == real, name
        defaults = len(node.args.defaults) + sum(d is not None for d in node.args.kw_defaults)
        real_defaults = sum(
            p.default is not p.empty
            for p in inspect.signature(getattr(_nqueens, name)).parameters.values()
        )
        assert defaults == real_defaults, name
