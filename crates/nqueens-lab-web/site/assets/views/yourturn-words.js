// Words for the "your turn" view: what the library's answers mean, in
// sentences. Pure functions (tested with node --test in
// crates/nqueens-lab-web/tests/js/yourturn.test.mjs); every figure in them comes
// from the library, through the view's worker.

import { fmt, count } from '../format.js';
import { YourTurnOutcome, YourTurnSquare } from '../wasm/nqueens_lab_wasm.js';

/** What a square of the board holds: the module's YourTurnSquare by the page's names. */
export const SQUARE = { safe: YourTurnSquare.Safe, attacked: YourTurnSquare.Attacked, queen: YourTurnSquare.Queen };

/** What a click did: the module's YourTurnOutcome by the page's names. */
export const OUTCOME = {
  placed: YourTurnOutcome.Placed,
  removed: YourTurnOutcome.Removed,
  refused: YourTurnOutcome.Refused,
  solved: YourTurnOutcome.Solved,
  solvedAgain: YourTurnOutcome.SolvedAgain,
};

/** The label of a square's button, for screen readers and tooltips. */
export function squareLabel(row, column, state, { hint = false } = {}) {
  const where = `row ${row}, column ${column}`;
  if (state === SQUARE.queen) return `${where}: queen (press to take it off)`;
  if (state === SQUARE.attacked) return `${where}: attacked`;
  return hint ? `${where}: safe, the hint` : `${where}: safe`;
}

/** "3 of 8 queens placed". */
export function progressText(queens, n) {
  return `${queens} of ${n} queens placed`;
}

/** While a question is searched: the work so far. */
export function searchingText(op, nodes) {
  const what = op === 'hint' ? 'Looking for a hint' : 'Working out whether this board can be completed';
  return `${what}… ${count(nodes, 'queen')} placed by the search so far.`;
}

/**
 * The answer to "can this board still be completed?": `answer` from the
 * worker ({completable, found, exact, nodes}), `limit` the nodes after
 * which counting stops.
 */
export function completionText(answer, { queens, n, limit }) {
  if (queens === n) return 'The board is full and no two queens attack each other: it is complete already.';
  if (!answer.completable) {
    return `No: this board cannot be completed. The search tried every way to fill the rows without a queen ` +
      `(${count(answer.nodes, 'queen')} placed) and none keeps all your queens: at least one of them has to move.`;
  }
  if (answer.exact) {
    return `Yes: it can be completed in exactly ${count(answer.found, 'way')} ` +
      `(${count(answer.found, 'completion')}: full solutions that keep every queen you placed).`;
  }
  return `Yes: it can be completed, in at least ${count(answer.found, 'way')}. Counting them all would take ` +
    `longer than this page allows itself (${fmt(limit)} queens placed by the search), so the count stops there.`;
}

/** The answer to "hint": the square, or why there is none. */
export function hintText(answer, { queens, n }) {
  if (queens === n) return 'The board is full: there is nothing left to hint.';
  if (!answer.completable || !answer.hint) {
    return 'No hint: no safe square leads to a solution from here, because this board cannot be completed. Take a queen off and ask again.';
  }
  const [row, column] = answer.hint;
  return `Hint: row ${row}, column ${column} (outlined in green). It is safe, and a solution keeps all your queens with one there.`;
}

/**
 * One of the learner's solutions, in words: `entry` from the worker
 * ({columns, canonical, symmetry, classSize, index}).
 */
export function solutionText(entry, position) {
  const listed = entry.index === null ? '' : ` (no. ${entry.index + 1} in the list of fundamental solutions)`;
  const image = entry.symmetry === 'identity'
    ? `It is fundamental solution ${entry.canonical.join(' ')}${listed} itself`
    : `It is fundamental solution ${entry.canonical.join(' ')}${listed} moved by “${entry.symmetry}”`;
  return `Your solution ${position + 1}: ${entry.columns.join(' ')}. ${image}; its class holds ${count(entry.classSize, 'solution')}.`;
}
