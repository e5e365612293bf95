"""queens.py with its loop skipping N = 7: `nqueens check` exits 1 and
names 7 as missing."""

from queens import line, search

for n in [4, 5, 6, 8]:
    print(line(n, *search(n)))
