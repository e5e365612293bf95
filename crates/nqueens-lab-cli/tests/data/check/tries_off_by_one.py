"""queens.py with one square tried too many at N = 6 (a learner who counts
the first column twice, say): `nqueens check` exits 1 and names it."""

from queens import line, search

for n in range(4, 9):
    solutions, tries = search(n)
    if n == 6:
        tries += 1
    print(line(n, solutions, tries))
