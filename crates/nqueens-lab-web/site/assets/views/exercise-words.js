// The exercise's own words: the skeleton the editor opens with, what a
// step of a replayed search did, and the short labels of the results.
// What is wrong with a function comes from the checker itself (the same
// words as `python -m nqueens_lab.check`), never from here. Pure functions
// (tested with node --test in crates/nqueens-lab-web/tests/js/).

/** The boards the tests take: n = 0 to 12, as the Python lesson's tests. */
export const TEST_NS = Array.from({ length: 13 }, (_, n) => n);

/** The boards a learner's search can be replayed on (every event of n = 8 is about 4,000). */
export const REPLAY_NS = [4, 5, 6, 7, 8];

/** The boards timed against the lesson's search. */
export const TIMING_NS = [8, 9, 10, 11, 12];

/** The lesson's assignment, as the editor first holds it. */
export const SKELETON = `def solve_n_queens(n):
    """Every way to place n queens on an n-by-n board so that no two attack
    each other: a list of boards, each a list of columns (board[row] = col)."""
    solutions = []
    board = []       # the current partial board: board[row] is a column
    cols = set()     # the columns used
    sums = set()     # the row + col diagonals used
    diffs = set()    # the row - col diagonals used

    def backtrack(row):
        # 1. If row == n, the board is full: append a copy of it to
        #    solutions, and return.
        # 2. Otherwise, for each column: skip it if its column or either
        #    diagonal is used; else place the queen (append it to the board,
        #    add it to the three sets), call backtrack(row + 1), then undo
        #    all four (pop the board, remove it from the three sets).
        pass

    backtrack(0)
    return solutions
`;

/** A result's short label, for its chip: "n = 7 ✓", "n = 7 ✗". */
export function chipLabel(result) {
  return `n = ${result.n} ${result.ok ? '✓' : '✗'}`;
}

/** What the chip of a result says to a screen reader and on hover. */
export function chipTitle(result) {
  if (result.ok) return `n = ${result.n}: right (${seconds(result.seconds)})`;
  return `n = ${result.n}: ${result.message}`;
}

/** 0.0042 → "4 ms", 1.234 → "1.23 s". */
export function seconds(value) {
  if (value === null || value === undefined) return '';
  if (value < 1) return `${Math.max(0, Math.round(value * 1000))} ms`;
  return `${value.toFixed(value < 10 ? 2 : 1)} s`;
}

/** The summary line of a whole run of the tests. */
export function summaryLine(results, ns = TEST_NS) {
  const right = results.filter((r) => r.ok).length;
  const first = results.find((r) => !r.ok);
  if (!first) return results.length === ns.length ? `All ${ns.length} tests pass: n = ${ns[0]} to ${ns[ns.length - 1]}.` : '';
  const notRun = ns.length - results.length;
  const rest = notRun > 0 ? ` (${notRun} not run after it: tick “go on after a failure” to run them too)` : '';
  return `${right} of ${ns.length} right; the first to fail is n = ${first.n}${rest}.`;
}

/** The summary when the learner stopped the run while it tested n = `n`. */
export function stoppedLine(results, n, ns = TEST_NS) {
  const right = results.filter((r) => r.ok).length;
  const first = results.find((r) => !r.ok);
  const failed = first ? `; the first to fail is n = ${first.n}` : '';
  return `Stopped at n = ${n}. ${right} of ${ns.length} right before it${failed}.`;
}

/**
 * One step of a replayed search in words: `event` ["place", row, col] or
 * ["remove", row, col], or null at the start.
 */
export function describeReplayStep(event, step, total) {
  if (!event) return `Step 0 of ${total}: the board is empty.`;
  const [kind, row, col] = event;
  const what = kind === 'place' ? `places a queen in row ${row}, column ${col}` : `removes the queen of row ${row}, column ${col}`;
  return `Step ${step} of ${total}: ${what}.`;
}

/** Columns of the board after the first `step` events (a queen per row, from row 0). */
export function boardAt(events, step) {
  const board = [];
  for (let i = 0; i < Math.min(step, events.length); i++) {
    const [kind, row, col] = events[i];
    if (kind === 'place') board[row] = col;
    else if (board[row] === col) board.length = Math.min(board.length, row);
  }
  // Rows set past a gap (a board list kept by index) stay where they are; a gap is no queen.
  return board;
}
