// The words of the classic mistakes view: what each mistake is, what each
// step of a run did, and how the two runs compare. Pure functions of the
// worker's snapshots (tested with node --test in
// crates/nqueens-lab-web/tests/js/); every figure comes from the library.

import { fmt, count, describeEvent, KIND, LINE_NAMES } from '../format.js';

/** The kind of a step that leaves a queen on the board (the library's LEFT_ON_BOARD, as the worker names it). */
export const LEFT_ON_BOARD = 'left_on_board';


/** The mistakes, in the order of the switch. */
export const MISTAKES = [
  {
    id: 'forget',
    label: 'Forget to undo',
    explanation:
      'After searching below a queen, this run clears her lines from the sets but leaves her on the board. ' +
      'Later queens land on her lines, and the board never gets shorter: it reports a full board whose queens attack each other.',
    more:
      'Taking a queen back is two things: off the board, and out of the marks (the record of which columns and diagonals are taken). ' +
      'With her marks cleared but the queen still there, queens checked against the marks alone can land on her lines. The search never goes back up, ' +
      'so it fills the rows once, reports the full board as a solution, and stops. The library’s check of that board says which queens attack each other.',
    code: [
      'place(row, col)          # queens, cols, sums, diffs',
      'backtrack(row + 1)       # search below her',
      'cols.remove(col)         # her lines: free…',
      'sums.remove(row + col)',
      'diffs.remove(row - col)  # …but no queens.pop()',
    ],
  },
  {
    id: 'row',
    label: 'Test the row too',
    explanation:
      'This run also tests whether the row is taken. It never is: each row gets one queen, and a row is scanned only while it is empty. ' +
      'It finds the same solutions, with one wasted test for every square tried.',
    more:
      'A queen attacks along her row too, so testing the row is tempting. But a test that can never fail is wasted work, and it misleads the reader, ' +
      'as if two queens could share a row, which one queen per row already rules out.',
    code: [
      'if row in rows:          # never true:',
      '    continue             # one queen per row',
      'if col in cols or row + col in sums or row - col in diffs:',
      '    continue',
    ],
  },
  {
    id: 'symmetry',
    label: 'Count up to symmetry',
    explanation:
      'This run counts a solution only when it is the smallest of its 8 turned and mirrored images. ' +
      'At N = 8 it says 12, not 92: the number of solutions up to turning and mirroring, not the puzzle’s answer.',
    more:
      'Turning the board a quarter, a half or three quarters round, or mirroring it, turns a solution into a solution: the 8 symmetries of the square. ' +
      'Solutions that they turn into each other form a class, and each class has one fundamental solution, its smallest member, which the search meets first. ' +
      '12 answers another question, how many solutions there are up to rotation and reflection; the puzzle counts every board.',
    code: [
      'if row == n:',
      '    # only the smallest of its 8 images:',
      '    if queens == min(images(queens)):',
      '        solutions.append(list(queens))',
      '    return',
    ],
  },
];

/** The mistake with this id (the first one for an unknown id). */
export function mistakeById(id) {
  return MISTAKES.find((m) => m.id === id) || MISTAKES[0];
}

/**
 * The counters each mistake shows for both runs: a key (for tests), a
 * label, and the value from a run's snapshot.
 */
export function countersFor(mistakeId) {
  const steps = { key: 'steps', label: 'steps', value: (run) => run.step };
  const squares = { key: 'squares', label: 'squares tried', value: (run) => run.counters.squares_tried };
  switch (mistakeId) {
    case 'row':
      return [
        steps,
        squares,
        { key: 'tests', label: 'tests (row, column, diagonals)', value: (run) => run.counters.line_tests + run.counters.row_tests },
        { key: 'row-tests', label: 'of them row tests, all wasted', value: (run) => run.counters.row_tests },
        { key: 'counted', label: 'solutions', value: (run) => run.counters.counted },
      ];
    case 'symmetry':
      return [
        steps,
        squares,
        { key: 'reported', label: 'solutions met', value: (run) => run.counters.reported },
        { key: 'counted', label: 'solutions counted (its answer)', value: (run) => run.counters.counted },
      ];
    default:
      return [
        steps,
        squares,
        { key: 'queens', label: 'queens on the board', value: (run) => run.counters.queens },
        { key: 'counted', label: 'solutions reported', value: (run) => run.counters.counted },
        { key: 'invalid', label: 'of them no solution', value: (run) => run.counters.invalid },
      ];
  }
}

/** "the queens at row 3, column 1 and row 5, column 3 share a ↘ diagonal", from [r1, c1, r2, c2, line name]. */
export function attackWords([r1, c1, r2, c2, line]) {
  return `the queens at row ${r1}, column ${c1} and row ${r2}, column ${c2} share a ${LINE_NAMES[line] || 'line'}`;
}

/** Every attacking pair of a board, columns first: the clashes a reader sees at once come first. */
export function attacksWords(attacks) {
  if (attacks.length === 1) return attackWords(attacks[0]);
  const ordered = [...attacks].sort((a, b) => (a[4] === 'column' ? 0 : 1) - (b[4] === 'column' ? 0 : 1));
  return `${attacks.length} pairs of queens attack each other: ${ordered.map(attackWords).join('; ')}`;
}

/**
 * What a run's last step did, in a sentence: `run` is one side of the
 * worker's snapshot, `mistakeId` the mistake switched on in it (null for
 * the correct run), `names` the 8 symmetries' names.
 */
export function describeStep(run, n, mistakeId, names = []) {
  if (run.finished) return finishedWords(run, n, mistakeId);
  const event = run.last;
  if (!event) return 'The empty board: the search starts at row 0, column 0.';
  const verdict = run.verdict;
  const columns = run.columns.join(' ');
  switch (event.kind) {
    case LEFT_ON_BOARD: {
      const next = run.columns.length;
      let then;
      if (next === n) then = ' The board is full: no row is left to fill.';
      else if (event.column + 1 < n) then = ` The search goes on with column ${event.column + 1}, in row ${next}, the first empty row.`;
      else then = ` No column is left after hers, so this scan is over.`;
      return `Forgot to undo: the queen at row ${event.row}, column ${event.column} stays on the board, but her column and diagonals are cleared from the marks, so they look free.${then}`;
    }
    case KIND.solution:
      if (verdict && verdict.kind === 'invalid') {
        const attacks = run.firstInvalid && run.firstInvalid.columns.join(' ') === columns ? run.firstInvalid.attacks : [verdict.attack];
        return `It reports a solution: all ${n} rows hold a queen (${columns}). It is not one: ${attacksWords(attacks)}.`;
      }
      if (verdict && verdict.kind === 'image') {
        const name = names[verdict.symmetry] || 'a symmetry';
        return `Solution ${columns}: not counted. It is the image of ${verdict.canonical.join(' ')} under “${name}”, a solution of the same class, counted when the search met it.`;
      }
      if (mistakeId === 'symmetry') return `Solution ${columns}: counted, the fundamental solution of a new class (the smallest of its images).`;
      return `Solution: all ${n} rows hold a queen (columns ${columns}).`;
    case KIND.try:
      if (mistakeId === 'row') return `Try row ${event.row}, column ${event.column}: first test the row (free, as it always is), then the column and the diagonals.`;
      return describeEvent(event, n);
    case KIND.deadEnd:
      if (mistakeId === 'forget') return `Dead end: row ${event.row} has no safe square. Back in the scan of the queen above…`;
      return describeEvent(event, n);
    default:
      return describeEvent(event, n);
  }
}

function finishedWords(run, n, mistakeId) {
  const c = run.counters;
  const figures = `${count(run.step, 'step')}, ${count(c.squares_tried, 'square')} tried`;
  if (mistakeId === 'forget') {
    return `The search is over after ${figures}: nothing was ever taken off the board, so it never went back up. ` +
      `It reported ${count(c.reported, 'solution')}, ${fmt(c.invalid)} of them no solution.`;
  }
  if (mistakeId === 'symmetry') {
    return `The search is over after ${figures}. It met ${count(c.reported, 'solution')} and counted ${fmt(c.counted)}.`;
  }
  if (mistakeId === 'row') {
    return `The search is over after ${figures}: ${count(c.counted, 'solution')}, and ${count(c.row_tests, 'row test')} that found the row free.`;
  }
  return `The search is over: every column of row 0 has been tried. ${count(c.counted, 'solution')}, ${figures}.`;
}

/** The page's verdict on the mistaken run's first report that is no solution; '' if none. */
export function verdictWords(mistaken) {
  if (!mistaken.firstInvalid) return '';
  return `This “solution” is not one: ${attacksWords(mistaken.firstInvalid.attacks)}.`;
}

/** How the two runs compare so far, in a sentence. */
export function comparisonWords(snap, mistakeId) {
  const { correct, mistaken } = snap;
  const a = correct.counters;
  const b = mistaken.counters;
  switch (mistakeId) {
    case 'row': {
      const extra = b.line_tests + b.row_tests - (a.line_tests + a.row_tests);
      return `Solutions so far: ${fmt(b.counted)} with the mistake, ${fmt(a.counted)} without, square for square the same; ` +
        `testing the row cost ${count(extra, 'test')} more, one per square tried, and ${b.rows_found_taken === 0 ? 'not one of them' : fmt(b.rows_found_taken)} found the row taken.`;
    }
    case 'symmetry':
      return `The correct run counts ${count(a.counted, 'solution')}, the mistaken one ${fmt(b.counted)}: ` +
        `so far ${count(b.reported, 'solution')} fall into ${count(b.counted, 'class', 'classes')}.`;
    default: {
      if (!mistaken.finished) return `The mistaken run has ${count(b.queens, 'queen')} on the board after ${count(mistaken.step, 'step')}.`;
      const rest = correct.finished
        ? `the correct run found ${count(a.counted, 'solution')} in ${count(correct.step, 'step')}.`
        : `the correct run goes on (${count(a.counted, 'solution')} so far).`;
      return `The mistaken run stopped after ${count(mistaken.step, 'step')} with ${count(b.reported, '“solution”', '“solutions”')}, ` +
        `${fmt(b.invalid)} of them no solution; ${rest}`;
    }
  }
}
