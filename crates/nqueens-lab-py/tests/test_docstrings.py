"""Every public name has a docstring with an example, and its examples
pass (they are run here with doctest)."""

import doctest

import pytest

import nqueens_lab

FINDER = doctest.DocTestFinder()


def docstring_tests(name):
    value = getattr(nqueens_lab, name)
    return FINDER.find(value, f"nqueens_lab.{name}", module=False, globs=vars(nqueens_lab).copy())


#: The public names: __all__, and format, which __all__ leaves out so that
#: `from nqueens_lab import *` keeps the built-in format().
PUBLIC = nqueens_lab.__all__ + ["format"]


@pytest.mark.parametrize("name", PUBLIC)
def test_the_examples(name):
    tests = [t for t in docstring_tests(name) if t.examples]
    assert tests, f"nqueens_lab.{name} has no example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in tests:
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_the_package_docstring():
    (test,) = FINDER.find(nqueens_lab, "nqueens_lab", module=False, globs=vars(nqueens_lab).copy())[:1]
    assert test.examples
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
