// The words of the classic mistakes view: what each mistake is, what each
// step of a run did, and how the two runs compare. Pure functions of the
// worker's snapshots (tested with node --test in
// crates/nqueens-lab-web/tests/js/); every figure comes from the library.

import { fmt, count, describeEvent, KIND, LINE_NAMES } from '../format.js';

/** The kind of a step that leaves a queen on the board (the library's LEFT_ON_BOARD, as the worker names it). */
export const LEFT_ON_BOARD = 'left_on_board';

/** The event (on window) that opens the mistakes view on a mistake: detail {mistake, n} (the code panel sends it). */
export const SHOW_MISTAKE = 'nqueens-show-mistake';

/** The kind of the step that stops a broken program with KeyError (the library's RAISED, as the worker names it). */
export const RAISED = 'raised';

/** Python's names of the set that holds each line, and of the member removed from it. */
const SET_NAMES = { column: ['cols', 'col'], diagonal_up: ['sums', 's'], diagonal_down: ['diffs', 'd'] };


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
  // The lines of the code panel's "break a line" (code-breaks.js, the same ids), guided.
  {
    id: 'sets',
    label: 'Keep the sets',
    explanation:
      'This run takes a queen off the board but leaves her column and diagonals in the sets. ' +
      'Queens that are gone go on blocking squares, so whole branches are cut off: at N = 8 it finds no solution at all.',
    more:
      'Undoing a choice is two things: the queen off the board, and her lines out of the sets. Without the second, every line a queen ever held stays blocked. ' +
      'What it finds is a real solution (it blocks more, never less), but after a few backtracks nothing fits: one solution at N = 5, none at N = 4 or from 6 to 12. ' +
      'A square can be rejected because of a queen that is no longer there.',
    code: [
      'board.append(col)',
      'cols.add(col); sums.add(s); diffs.add(d)',
      'backtrack(row + 1)',
      'board.pop()              # off the board…',
      '# …but no cols.remove(col); sums.remove(s); diffs.remove(d)',
    ],
  },
  {
    id: 'down',
    label: 'No ↘ test',
    explanation:
      'This run leaves out d in diffs, the test of the ↘ diagonal. Its first board runs straight down that diagonal, every queen attacked. ' +
      'Then Python stops it: taking a queen back, diffs.remove(d) raises KeyError.',
    more:
      'Queens on one ↘ diagonal share row − col. Without that test the search puts queen after queen on the main diagonal and reports the board. ' +
      'Taking them back, the lowest queen removes their shared d from diffs, and the next one finds it gone. ' +
      'In Java, whose arrays never complain, the search runs on: at N = 8 it reports 2,113 boards, 2,021 of them no solution (as row + col for both does).',
    code: [
      's, d = row + col, row - col',
      'if col in cols or s in sums:    # no "or d in diffs"',
      '    continue',
      '…',
      'diffs.remove(d)          # KeyError: a queen below took d out',
    ],
  },
  {
    id: 'sum',
    label: 'Row + col for both',
    explanation:
      'This run computes d = row + col, like s. Then diffs holds just what sums holds, and d in diffs is true only when s in sums was: ' +
      'the ↘ diagonal is never tested. At N = 8 it reports 2,113 boards, and 2,021 of them are no solution.',
    more:
      'A ↙ diagonal is the squares with one row + col, a ↘ diagonal those with one row − col. With row + col for both, the third test asks the second question again, ' +
      'so it never rejects a square, and queens that share a ↘ diagonal get through. No error warns: the program ends and returns the 92 solutions mixed with 2,021 boards that are none, ' +
      'every board with different columns and different ↙ diagonals.',
    code: [
      's, d = row + col, row + col   # d should be row - col',
      'if col in cols or s in sums or d in diffs:',
      '    continue             # d in diffs: the same as s in sums',
    ],
  },
  {
    id: 'copy',
    label: 'Forget the copy',
    explanation:
      'This run appends board itself, not board.copy(). Every entry of solutions is then the same list, which the search goes on changing. ' +
      'It counts 92 at N = 8, but at the end every entry is the empty list [].',
    more:
      'solutions.append(board) stores the list, not the queens it holds at that moment. The search goes on appending to it and popping from it, ' +
      'and every entry shows it as it is now: while the board is full, the same solution over and over; at the end, board is empty, and so is every entry. ' +
      'board.copy() (or board[:]) stores the queens of the moment. The Java lesson counts and keeps no boards, so it has no such line.',
    code: [
      'if row == n:',
      '    solutions.append(board)    # the list itself, not a copy',
      '    return',
    ],
  },
];

/** The mistakes that break a line of the code panel's listing (code-breaks.js). */
export const BROKEN_LINES = ['sets', 'down', 'sum', 'copy'];

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
    case 'sets':
      return [
        steps,
        squares,
        { key: 'counted', label: 'solutions found', value: (run) => run.counters.counted },
        { key: 'blocked', label: 'lines the sets hold', value: (run) => (run.sets ? run.sets.cols.length + run.sets.sums.length + run.sets.diffs.length : 0) },
      ];
    case 'down':
    case 'sum':
      return [
        steps,
        squares,
        { key: 'counted', label: 'boards reported', value: (run) => run.counters.reported },
        { key: 'invalid', label: 'of them no solution', value: (run) => run.counters.invalid },
      ];
    case 'copy':
      return [
        steps,
        squares,
        { key: 'counted', label: 'solutions counted', value: (run) => run.counters.counted },
        { key: 'invalid', label: 'entries no solution now', value: (run) => run.counters.invalid },
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

/** The sentence of a KeyError step: Python's set.remove finds the queen's line gone. */
export function raisedWords(event) {
  const [set, member] = SET_NAMES[event.line] || ['the set', 'it'];
  const value = event.line === 'column' ? event.column : event.line === 'diagonal_up' ? event.row + event.column : event.row - event.column;
  return `KeyError: taking back the queen at row ${event.row}, column ${event.column}, ${set}.remove(${member}) finds ${value} gone: ` +
    `a queen below her on the same ${LINE_NAMES[event.line] || 'line'} took it out. The program stops.`;
}

/** Whether a rejection names a queen that is no longer on the board (her lines kept in the sets). */
export function byQueenGone(run, event) {
  return Boolean(event && event.kind === KIND.reject && event.by && run.columns[event.by.row] !== event.by.column);
}

/**
 * What a run's last step did, in a sentence: `run` is one side of the
 * worker's snapshot, `mistakeId` the mistake switched on in it (null for
 * the correct run), `names` the 8 symmetries' names; `language` the code's
 * ("java" names the arrays where Python has sets).
 */
export function describeStep(run, n, mistakeId, names = [], { language = 'python' } = {}) {
  if (run.finished && !(run.last && run.last.kind === RAISED)) return finishedWords(run, n, mistakeId, language);
  const event = run.last;
  if (!event) return 'The empty board: the search starts at row 0, column 0.';
  const verdict = run.verdict;
  const columns = run.columns.join(' ');
  const kept = language === 'java' ? 'arrays' : 'sets';
  if (byQueenGone(run, event)) {
    const where = event.by.row === event.row && event.by.column === event.column
      ? 'a queen taken back from this very square'
      : `the queen taken back from row ${event.by.row}, column ${event.by.column}`;
    return `Reject row ${event.row}, column ${event.column}: ${where} still holds its ${LINE_NAMES[event.line] || 'line'} in the ${kept}.`;
  }
  switch (event.kind) {
    case RAISED:
      return raisedWords(event);
    case LEFT_ON_BOARD: {
      const next = run.columns.length;
      let then;
      if (next === n) then = ' The board is full: no row is left to fill.';
      else if (event.column + 1 < n) then = ` The search goes on with column ${event.column + 1}, in row ${next}, the first empty row.`;
      else then = ` No column is left after hers, so this scan is over.`;
      return `Forgot to undo: the queen at row ${event.row}, column ${event.column} stays on the board, but her column and diagonals are cleared from the marks, so they look free.${then}`;
    }
    case KIND.solution:
      if (verdict && verdict.kind === 'shared') {
        const entries = run.counters.reported;
        return `Solution ${columns}: board itself is appended, not a copy, so all ${count(entries, 'entry', 'entries')} of solutions ${entries === 1 ? 'is' : 'are'} this one list.`;
      }
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

function finishedWords(run, n, mistakeId, language = 'python') {
  const c = run.counters;
  const figures = `${count(run.step, 'step')}, ${count(c.squares_tried, 'square')} tried`;
  if (mistakeId === 'sets') {
    return `The search is over after ${figures}: the ${language === 'java' ? 'arrays' : 'sets'} kept every line a queen ever held, and it found ${count(c.counted, 'solution')}.`;
  }
  if (mistakeId === 'down' || mistakeId === 'sum') {
    return `The search is over after ${figures}. It reported ${count(c.reported, 'board')}, ${fmt(c.invalid)} of them no solution.`;
  }
  if (mistakeId === 'copy') {
    return `The search is over after ${figures}. It counted ${count(c.counted, 'solution')}, but every entry of solutions is the one list board, now empty: [].`;
  }
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
export function verdictWords(mistaken, mistakeId = null) {
  if (mistaken.raised) {
    const reported = mistaken.counters.reported;
    return `The program stopped with KeyError after ${count(reported, 'board')} reported${mistaken.firstInvalid ? `, and it is no solution: ${attacksWords(mistaken.firstInvalid.attacks)}` : ''}.`;
  }
  if (mistakeId === 'copy' && mistaken.finished) {
    const entries = mistaken.counters.reported;
    const shown = entries <= 4 ? Array(entries).fill('[]').join(', ') : '[], [], [], …';
    return `solutions holds ${count(entries, 'entry', 'entries')}, and every one is the list board, now empty: solutions == [${shown}].`;
  }
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
    case 'sets':
      return `Solutions so far: ${fmt(b.counted)} keeping the sets, ${fmt(a.counted)} with the undo; ` +
        `squares tried: ${fmt(b.squares_tried)} against ${fmt(a.squares_tried)}: the lines left in the sets cut whole branches off.`;
    case 'down':
    case 'sum':
      return `Boards reported so far: ${fmt(b.reported)} with the mistake, ${fmt(b.invalid)} of them no solution; ` +
        `the correct run: ${count(a.counted, 'solution')}, ${fmt(a.squares_tried)} squares tried to its ${fmt(b.squares_tried)}.`;
    case 'copy':
      return `Solutions counted: ${fmt(b.counted)} with the mistake, ${fmt(a.counted)} without, step for step the same search; ` +
        `but the mistaken list reads as ${b.invalid === 0 ? `${count(b.counted, 'copy', 'copies')} of the board now` : `${fmt(b.invalid)} boards that are no solution`}.`;
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
