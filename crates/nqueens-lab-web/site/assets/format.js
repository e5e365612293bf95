// Words and numbers for the page: thousands separators, plurals, and what
// an event of the search means, in plain words. Pure functions (tested
// with node --test in crates/nqueens-lab-web/tests/js/).

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** 1234567 → "1,234,567". */
export function fmt(value) {
  return NUMBER_FORMAT.format(Number(value));
}

/** "1 solution", "0 solutions", "2,680 solutions". */
export function count(value, singular, plural = `${singular}s`) {
  return `${fmt(value)} ${Number(value) === 1 ? singular : plural}`;
}

// The kinds of events, by the names the workers give them (decode.js reads
// them off the WebAssembly module's EventKind).
export const KIND = { try: 'try', reject: 'reject', place: 'place', remove: 'remove', solution: 'solution', deadEnd: 'dead_end' };

// The lines of an attack, by their names (the module's LineCode), in words.
export const LINE_NAMES = { column: 'column', diagonal_up: '↙ diagonal', diagonal_down: '↘ diagonal', row: 'row' };

/**
 * What the last event did, in a sentence: `event` as the worker decodes it
 * ({kind, row, column, by, line}; null at the start), `columns` the queens
 * on the board after it, `counters` {squares_tried, nodes, dead_ends,
 * solutions, …}; at the end, `lastSolution` the last solution found (the
 * board shows it) and `tries` whether the squares tried are called tries
 * (the Java lesson's name).
 */
export function describeEvent(event, n, { columns = [], finished = false, counters = null, lastSolution = null, tries = false } = {}) {
  if (finished) {
    const c = counters || {};
    if (!c.solutions) {
      const tried = tries ? count(c.squares_tried ?? 0, 'try', 'tries') : `${count(c.squares_tried ?? 0, 'square')} tried`;
      return `The search is over: N = ${n} has no solution (${tried}, ${count(c.dead_ends ?? 0, 'dead end')}).`;
    }
    const last = lastSolution && lastSolution.length ? ` The board shows the last one it found: ${lastSolution.join(' ')}.` : '';
    return `The search is over: ${count(c.solutions, 'solution')} in all.${last}`;
  }
  if (!event) return `The empty board: the search starts at row 0, column 0.`;
  const { kind, row, column, by, line } = event;
  switch (kind) {
    case KIND.try:
      return `Try row ${row}, column ${column}.`;
    case KIND.reject: {
      const base = `Reject row ${row}, column ${column}: the queen at row ${by.row}, column ${by.column} holds its ${LINE_NAMES[line] || 'line'}`;
      if (line !== 'diagonal_up' && line !== 'diagonal_down') return `${base}.`;
      // A diagonal: as many rows apart as columns apart.
      const apart = Math.abs(row - by.row);
      return `${base} (${count(apart, 'row')} and ${count(apart, 'column')} apart).`;
    }
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
      return n === 1
        ? `Solution: the only row holds a queen (column ${columns.join(' ')}).`
        : `Solution: all ${n} rows hold a queen (columns ${columns.join(' ')}).`;
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
