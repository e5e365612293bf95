"""The command ``python -m nqueens_lab.check FILE``: tests the
solve_n_queens in FILE as the Python lesson does, and says what is wrong
and where (``--help`` for its options). The function `nqueens_lab.check`
and the command's code are in `nqueens_lab._check`: the package does not
import this module, so that ``-m`` finds it not yet imported.
"""

import sys

from ._check import main

if __name__ == "__main__":
    sys.exit(main())
