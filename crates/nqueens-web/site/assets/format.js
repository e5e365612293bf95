// Words and numbers for the page: thousands separators, plurals, and what
// an event of the search means, in plain words. Pure functions (tested
// with node --test in crates/nqueens-web/tests/js/).

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** 1234567 → "1,234,567". */
export function fmt(value) {
  return NUMBER_FORMAT.format(Number(value));
}

/** "1 solution", "0 solutions", "2,680 solutions". */
export function count(value, singular, plural = `${singular}s`) {
  return `${fmt(value)} ${Number(value) === 1 ? singular : plural}`;
}

// The kinds of packed events (the first word of the library's events).
export const KIND = { try: 0, reject: 1, place: 2, remove: 3, solution: 4, deadEnd: 5 };

// The line of a rejection (the sixth word).
export const LINE_NAMES = ['column', '↙ diagonal', '↘ diagonal', 'row'];

/** A packed event [kind, row, column, byRow, byColumn, line] as an object. */
export function unpack(words) {
  if (!words) return null;
  const [kind, row, column, byRow, byColumn, line] = words;
  return { kind, row, column, by: { row: byRow, column: byColumn }, line };
}

/**
 * What the last event did, in a sentence: `event` from unpack (null at the
 * start), `columns` the queens on the board after it, `counters` [squares
 * tried, nodes, expanded, dead ends, solutions, depth].
 */
export function describeEvent(event, n, { columns = [], finished = false, counters = null } = {}) {
  if (finished) {
    const c = counters || [];
    return `The search is over: every column of row 0 has been tried. ${count(c[4] ?? 0, 'solution')}, ` +
      `${count(c[1] ?? 0, 'node')}, ${count(c[3] ?? 0, 'dead end')}, ${count(c[0] ?? 0, 'square')} tried.`;
  }
  if (!event) return `The empty board: the search starts at row 0, column 0.`;
  const { kind, row, column, by, line } = event;
  switch (kind) {
    case KIND.try:
      return `Try row ${row}, column ${column}.`;
    case KIND.reject:
      return `Reject row ${row}, column ${column}: the queen at row ${by.row}, column ${by.column} holds its ${LINE_NAMES[line] || 'line'}.`;
    case KIND.place:
      return row + 1 === n
        ? `Place a queen at row ${row}, column ${column}: the last row is filled.`
        : `Place a queen at row ${row}, column ${column}: a new node of depth ${row + 1}; go on to row ${row + 1}.`;
    case KIND.remove:
      if (column + 1 < n) {
        return `Backtrack: remove the queen at row ${row}, column ${column}, then try column ${column + 1} of row ${row}.`;
      }
      return row === 0
        ? `Backtrack: remove the queen at row 0, column ${column}, the last column of the first row.`
        : `Backtrack: remove the queen at row ${row}, column ${column}; row ${row} has no column left, so back up to row ${row - 1}.`;
    case KIND.solution:
      return `Solution: all ${n} rows hold a queen (columns ${columns.join(' ')}).`;
    case KIND.deadEnd:
      return `Dead end: row ${row} has no safe square; back up to row ${row - 1}.`;
    default:
      return '';
  }
}

/** "step 34,232 of 34,232", "step 12 of about …" when the total is unknown. */
export function stepLabel(step, total) {
  return total === null || total === undefined ? `step ${fmt(step)}` : `step ${fmt(step)} of ${fmt(total)}`;
}
