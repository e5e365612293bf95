// What each moment of the search means in its code, whichever language
// shows it (code-listings.js): which line ran, the row and column, the
// queens on the board, what the three sets (or the Java lesson's three
// arrays) hold, the test of the square tried, the queen that attacks it,
// and the call stack. Pure (tested with node --test in
// crates/nqueens-lab-web/tests/js/); the moments come from the library's
// events, this only names them.

import { KIND, LINE_NAMES } from './format.js';

/** The line each kind of event runs, by the listings' line ids. */
export const LINE_OF = {
  [KIND.try]: 'test',
  [KIND.reject]: 'prune',
  [KIND.place]: 'choose',
  [KIND.remove]: 'undo',
  [KIND.solution]: 'found',
  [KIND.deadEnd]: 'dead',
};

/**
 * The moment after `event` (as the worker decodes it; null at the start),
 * with `columns` the queens on the board after it:
 *
 *   line     the id of the line that ran ("start" before the first event
 *            and after the last)
 *   row, col the call's row and the column it is on (null where none)
 *   queens   the columns of the queens on the board (the lesson's board)
 *   sets     {cols, sums, diffs} of the queens the sets hold now, sorted
 *   tested   for a try or a rejection: the square's column, row + col and
 *            row − col, each with whether its set holds it, and for a
 *            rejection the attacking queen
 *   frames   the call stack, the first call first: {row, col}
 *   finished whether the search is over
 */
export function codeMoment(event, columns, n, finished = false) {
  const queens = columns.slice();
  if (finished) {
    return { line: 'start', kind: null, row: null, col: null, queens, sets: setsOf([]), tested: null, frames: [], finished: true };
  }
  let row = queens.length;
  let col = null;
  let tested = null;
  const kind = event ? event.kind : null;
  if (event) {
    row = event.row;
    if (kind === KIND.solution) row = n;
    if (kind !== KIND.solution && kind !== KIND.deadEnd) col = event.column;
    if (kind === KIND.try || kind === KIND.reject) tested = test(queens, row, col);
    if (kind === KIND.reject) {
      const by = event.by;
      tested.attacker = {
        row: by.row, column: by.column, line: event.line, lineName: LINE_NAMES[event.line],
        dRow: Math.abs(row - by.row), dCol: Math.abs(col - by.column),
      };
    }
  }
  // While row `row` is being scanned the sets hold the queens above it;
  // a placement has just added its own queen.
  const held = kind === KIND.place ? queens : queens.slice(0, Math.min(row, queens.length));
  const frames = [];
  for (let r = 0; r < row && r < queens.length; r++) frames.push({ row: r, col: queens[r] });
  if (row <= n) frames.push({ row, col: row === n ? null : col });
  return { line: event ? LINE_OF[kind] : 'start', kind, row, col, queens, sets: setsOf(held), tested, frames, finished: false };
}

/** The three sets of the queens `queens` (one per row from 0), each sorted. */
export function setsOf(queens) {
  return {
    cols: queens.slice().sort((a, b) => a - b),
    sums: queens.map((c, r) => r + c).sort((a, b) => a - b),
    diffs: queens.map((c, r) => r - c).sort((a, b) => a - b),
  };
}

/** The three membership tests of the square (row, col) against the queens above it. */
function test(queens, row, col) {
  const above = queens.slice(0, row);
  return {
    col: { value: col, taken: above.includes(col) },
    sum: { value: row + col, taken: above.some((c, r) => r + c === row + col) },
    diff: { value: row - col, taken: above.some((c, r) => r - c === row - col) },
  };
}

/**
 * The squares of an N×N board on one line: a column (`value` the column),
 * a ↙ diagonal (`value` = row + col) or a ↘ diagonal (`value` = row − col).
 * What a set's member blocks, drawn on the board.
 */
export function lineSquares(n, line, value) {
  const squares = [];
  for (let row = 0; row < n; row++) {
    const col = line === 'column' ? value : line === 'diagonal_up' ? value - row : row - value;
    if (col >= 0 && col < n) squares.push([row, col]);
  }
  return squares;
}
