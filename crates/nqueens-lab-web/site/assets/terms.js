// The words of the page, defined once: what each counter counts (one line,
// shown where the number is, on hover, focus and tap) and the longer
// definitions of the terms panel. Plain sentences a learner of 14 reads at
// once. Pure data (tested with node --test in crates/nqueens-lab-web/tests/js/).

/**
 * Each term: `short`, the one line shown beside its number; `long`, the
 * terms panel's definition (N = 8's figures as the example). `counter`
 * names the counter it defines, where it is one (the module's name).
 */
export const TERMS = [
  {
    id: 'step',
    name: 'step',
    short: 'One move of the search. Each square tried takes two steps (the try, then a rejection or a placement); each removal, dead end and solution takes one more.',
    long: 'One move of the search: a try, a rejection, a placement, a removal, a dead end or a solution. N = 8 takes 34,232 steps. Only the tries are squares tried (15,720 of them): the other steps place, remove and report.',
  },
  {
    id: 'squares_tried',
    counter: 'squares_tried',
    name: 'squares tried',
    java: 'tries',
    short: 'A square the search checks: is its column or one of its diagonals taken? Each row it scans, it checks all N squares.',
    javaShort: 'The Java lesson\'s tries: one for each square place() checks, N for each row it scans.',
    long: 'Every square the search looks at: N for each expanded node. The Java lesson counts them in tries. N = 8: 8 × 1,965 = 15,720.',
  },
  {
    id: 'nodes',
    counter: 'nodes',
    name: 'nodes',
    short: 'A board the search builds: queens on the first rows, none attacking. The empty board is the first.',
    long: 'A legal partial board: queens on the first k rows (depth k), no two attacking. The empty board is the root (depth 0). N = 8 has 2,057 nodes.',
  },
  {
    id: 'expanded',
    counter: 'expanded',
    name: 'expanded',
    short: 'A node whose next row the search scans, checking all N squares: every node but the solutions.',
    long: 'A node of depth below N: the search scans its next row, trying each of the N squares. N = 8: 1,965.',
  },
  {
    id: 'dead_ends',
    counter: 'dead_ends',
    name: 'dead ends',
    short: 'A node whose next row has no safe square at all: the search must go back.',
    long: 'An expanded node whose next row has no safe square, so the search must back up. N = 8: 644.',
  },
  {
    id: 'solutions',
    counter: 'solutions',
    name: 'solutions',
    short: 'A full board: a queen in every row, and no two attack each other.',
    long: 'A node of depth N: every row holds a queen and none attack each other. N = 8: 92.',
  },
  {
    id: 'depth',
    counter: 'depth',
    name: 'depth',
    short: 'How many queens are on the board now: the row the search is filling.',
    long: 'The number of queens on the board. A node of depth k has queens on rows 0 to k − 1.',
  },
  {
    id: 'filling',
    name: 'complete filling',
    long: 'A board with one queen in each row, attacked or not: Nᴺ of them (16,777,216 for N = 8). Checking them all is what the search avoids.',
  },
  {
    id: 'pruning',
    name: 'pruning',
    long: 'Stopping early on a hopeless path: the moment a square is attacked, the search drops it and every filling of the rows below it (Nᴺ⁻ᵏ⁻¹ of them for a rejection at row k).',
  },
  {
    id: 'call_stack',
    name: 'call stack',
    long: 'The calls of backtrack(row) still running: one per row from 0 down to the row being filled, each with the column it is trying. Returning from a call is going back up a row.',
  },
  {
    id: 'backtrack',
    name: 'backtrack',
    long: 'Taking the last queen off the board once her subtree is searched, then trying the next column in her row.',
  },
  {
    id: 'fundamental',
    name: 'fundamental solution',
    long: 'One solution for each class of solutions that the 8 symmetries of the square (4 turns and their mirror images) map onto each other. The 92 solutions of N = 8 fall into 12 classes.',
  },
  {
    id: 'class_size',
    name: 'class size',
    long: 'How many different solutions a class holds: 8 in general, 4 when a half turn maps the solution onto itself, 2 when a quarter turn does. N = 8: 11 classes of 8 and 1 of 4 (11 × 8 + 4 = 92).',
  },
  {
    id: 'local_search',
    name: 'local search',
    long: 'Another way to solve: start from a full board with conflicts and repair it, one swap at a time, until no queen is attacked. It finds one solution of a huge board fast, but it cannot count them or prove there is none.',
  },
];

/** The term with id `id`. */
export function term(id) {
  const found = TERMS.find((t) => t.id === id);
  if (!found) throw new Error(`no term ${id}`);
  return found;
}

/** A counter's name and one-line definition in the code's language ("python" or "java"). */
export function counterWords(id, language = 'python') {
  const t = term(id);
  const java = language === 'java';
  return { name: (java && t.java) || t.name, short: (java && t.javaShort) || t.short };
}
