// The search as code, in the style of the Python lesson, and what each
// moment of the search means in it: which line runs, the variables, the
// call stack. Pure (tested with node --test in crates/nqueens-lab-web/tests/js/);
// the moments come from the library's events, this only names them.

import { KIND, LINE_NAMES } from './format.js';

/** The code, one entry per line: its text and its id. */
export const CODE = [
  { id: 'def', text: 'def backtrack(row):' },
  { id: 'base', text: '    if row == n:' },
  { id: 'found', text: '        solutions.append(list(queens)); return' },
  { id: 'loop', text: '    for col in range(n):' },
  { id: 'test', text: '        if col in cols or row + col in sums or row - col in diffs:' },
  { id: 'prune', text: '            continue            # attacked: prune' },
  { id: 'choose', text: '        place(row, col)         # choose: add to queens, cols, sums, diffs' },
  { id: 'explore', text: '        backtrack(row + 1)      # explore' },
  { id: 'undo', text: '        remove(row, col)        # undo' },
  { id: 'dead', text: '    # no column was safe: a dead end, return' },
  { id: 'start', text: 'backtrack(0)' },
];

/**
 * The moment after `event` (as the worker decodes it; null at the start), with `columns`
 * the queens on the board after it: the line that ran, why, the variables
 * and the call stack (one frame per row, with the column it is trying).
 */
export function codeMoment(event, columns, n, finished = false) {
  const queens = columns.slice();
  const frames = [];
  let row = queens.length;
  let col = null;
  let line = 'start';
  let note = 'The search starts: backtrack(0) scans row 0.';
  let tested = null;
  if (finished) {
    return { line: 'start', note: 'backtrack(0) has returned: every column of row 0 has been tried.', row: null, col: null, queens, sets: sets([]), tested, frames };
  }
  if (event) {
    ({ row } = event);
    switch (event.kind) {
      case KIND.try: {
        col = event.column;
        line = 'test';
        tested = test(queens, row, col);
        note = `Test row ${row}, column ${col}: is column ${col}, sum ${row + col} or difference ${row - col} taken?`;
        break;
      }
      case KIND.reject: {
        col = event.column;
        line = 'prune';
        tested = test(queens, row, col);
        const by = event.by;
        const dr = Math.abs(row - by.row);
        const dc = Math.abs(col - by.column);
        const why = event.line === 'column'
          ? `column ${col} is in cols (the queen at row ${by.row})`
          : `${event.line === 'diagonal_up' ? `row + col = ${row + col} is in sums` : `row − col = ${row - col} is in diffs`}: |Δrow| = |${row} − ${by.row}| = ${dr} = |Δcol| = |${col} − ${by.column}| = ${dc}, the queen at row ${by.row}, column ${by.column} on the ${LINE_NAMES[event.line]}`;
        tested.attacker = { row: by.row, column: by.column, line: LINE_NAMES[event.line], dRow: dr, dCol: dc };
        note = `Attacked, so continue with the next column: ${why}.`;
        break;
      }
      case KIND.place:
        col = event.column;
        line = 'choose';
        note = `Safe: place a queen at row ${row}, column ${col}, then explore row ${row + 1}.`;
        break;
      case KIND.remove:
        col = event.column;
        line = 'undo';
        note = `backtrack(${row + 1}) returned: undo the queen at row ${row}, column ${col}${col + 1 < n ? `, then try column ${col + 1}` : ', the last column of the row'}.`;
        break;
      case KIND.solution:
        row = n;
        line = 'found';
        note = `row == n: every row holds a queen, a solution (${queens.join(' ')}).`;
        break;
      case KIND.deadEnd:
        line = 'dead';
        note = `No column of row ${row} was safe: a dead end; backtrack(${row}) returns.`;
        break;
      default:
        break;
    }
  }
  // The set contents while row `row` is being scanned: the queens above it.
  const above = queens.slice(0, Math.min(row, queens.length));
  for (let r = 0; r < row && r < queens.length; r++) frames.push({ row: r, col: queens[r] });
  if (row <= n) frames.push({ row, col: row === n ? null : col });
  return { line, note, row, col, queens, sets: sets(line === 'choose' ? queens : above), tested, frames };
}

function sets(queens) {
  return {
    cols: queens.slice().sort((a, b) => a - b),
    sums: queens.map((c, r) => r + c).sort((a, b) => a - b),
    diffs: queens.map((c, r) => r - c).sort((a, b) => a - b),
  };
}

/** The three membership tests of the square (row, col) against `queens`. */
function test(queens, row, col) {
  const above = queens.slice(0, row);
  return {
    col: { value: col, taken: above.includes(col) },
    sum: { value: row + col, taken: above.some((c, r) => r + c === row + col) },
    diff: { value: row - col, taken: above.some((c, r) => r - c === row - col) },
  };
}
