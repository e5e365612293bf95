"""Prints the lines of N = 4 and 5, then never ends (a search stuck in a
loop): `nqueens check --time 1` kills it and exits 3, with the two lines
it printed compared."""

import time

from queens import line, search

for n in [4, 5]:
    print(line(n, *search(n)), flush=True)
while True:
    time.sleep(100)
