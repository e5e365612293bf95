"""Prints the lines of N = 4 to 6, then fails with an exception (exit
status 1): `nqueens check` exits 3 and shows the end of its stderr."""

from queens import line, search

for n in range(4, 7):
    print(line(n, *search(n)))
raise RuntimeError("planted failure after N = 6")
