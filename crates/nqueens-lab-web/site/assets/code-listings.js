// The search as code, the way each lesson writes it: the Python lesson's
// backtrack(row) with its board list and three sets (cols, sums, diffs),
// and the Java lesson's place(row) with its three boolean arrays
// (colUsed, diag1, diag2) and its counter tries. Both listings give their
// lines the same ids, so one moment of the search (code-model.js) lights
// the same step in either; a line id may cover two lines. Pure (tested
// with node --test in crates/nqueens-lab-web/tests/js/).

import { KIND } from './format.js';

/** The languages, in the order of the switch. */
export const LANGUAGES = ['python', 'java'];

/** Each language's listing: its lines ({id, text}) and its names. */
export const LISTINGS = {
  python: {
    label: 'Python',
    call: 'backtrack',
    lines: [
      { id: 'def', text: 'def backtrack(row):' },
      { id: 'base', text: '    if row == n:                     # every row is filled' },
      { id: 'found', text: '        solutions.append(board.copy())' },
      { id: 'found', text: '        return' },
      { id: 'loop', text: '    for col in range(n):' },
      { id: 'test', text: '        s, d = row + col, row - col  # its two diagonals' },
      { id: 'test', text: '        if col in cols or s in sums or d in diffs:' },
      { id: 'prune', text: '            continue                 # attacked: prune' },
      { id: 'choose', text: '        board.append(col)            # choose' },
      { id: 'choose', text: '        cols.add(col); sums.add(s); diffs.add(d)' },
      { id: 'explore', text: '        backtrack(row + 1)           # explore' },
      { id: 'undo', text: '        board.pop()                  # undo' },
      { id: 'undo', text: '        cols.remove(col); sums.remove(s); diffs.remove(d)' },
      { id: 'dead', text: '    # loop done: back to the row above' },
      { id: 'start', text: 'backtrack(0)' },
    ],
  },
  java: {
    label: 'Java',
    call: 'place',
    lines: [
      { id: 'def', text: 'static void place(int row) {' },
      { id: 'found', text: '    if (row == n) { solutions++; return; }  // every row is filled' },
      { id: 'loop', text: '    for (int col = 0; col < n; col++) {' },
      { id: 'test', text: '        tries++;' },
      { id: 'test', text: '        int d1 = row + col, d2 = row - col + n - 1;' },
      { id: 'test', text: '        if (colUsed[col] || diag1[d1] || diag2[d2])' },
      { id: 'prune', text: '            continue;                       // attacked: prune' },
      { id: 'choose', text: '        colUsed[col] = diag1[d1] = diag2[d2] = true;   // choose' },
      { id: 'explore', text: '        place(row + 1);                     // explore' },
      { id: 'undo', text: '        colUsed[col] = diag1[d1] = diag2[d2] = false;  // undo' },
      { id: 'dead', text: '    }   // loop done: back to the row above' },
      { id: 'end', text: '}' },
      { id: 'start', text: 'place(0);   // in main(), with tries = 0' },
    ],
  },
};

/** `text` as a language, or "python" for anything else. */
export function languageOf(text) {
  return LANGUAGES.includes(text) ? text : 'python';
}

/** The longest line of any listing, in characters: the code box is made that wide. */
export const LONGEST_LINE = Math.max(...LANGUAGES.flatMap((language) => LISTINGS[language].lines.map((line) => line.text.length)));

/** One frame of the call stack: "backtrack(2): col = 1", "place(8): row == n". */
export function frameText(language, frame, n) {
  const call = `${LISTINGS[language].call}(${frame.row})`;
  if (frame.row === n) return `${call}: row == n`;
  return `${call}: col = ${frame.col === null ? '—' : frame.col}`;
}

/**
 * What the lit line did, in one or two short sentences, in the
 * language's own names.
 */
export function codeNote(language, moment, n) {
  const java = language === 'java';
  const call = LISTINGS[language].call;
  if (moment.finished) return `${call}(0) has returned: every column of row 0 has been tried.`;
  const { row, col, tested } = moment;
  switch (moment.kind) {
    case null:
      return `The search starts: ${call}(0) scans row 0.`;
    case KIND.try:
      return java
        ? `tries++, then test row ${row}, column ${col}: is colUsed[${col}], diag1[${row + col}] or diag2[${row - col + n - 1}] true?`
        : `Test row ${row}, column ${col}: is ${col} in cols, ${row + col} in sums or ${row - col} in diffs?`;
    case KIND.reject: {
      const a = tested.attacker;
      const where = `the queen at row ${a.row}, column ${a.column}`;
      if (a.line === 'column') {
        return java ? `colUsed[${col}] is true (${where}): continue.` : `${col} is in cols (${where}): continue.`;
      }
      const held = java
        ? a.line === 'diagonal_up' ? `diag1[${row + col}] is true` : `diag2[${row - col + n - 1}] is true`
        : a.line === 'diagonal_up' ? `${row + col} is in sums` : `${row - col} is in diffs`;
      return `${held}: ${where} is on that ${a.lineName}. Continue.`;
    }
    case KIND.place:
      return java
        ? `Safe: mark column ${col} and its diagonals used, then place(${row + 1}).`
        : `Safe: add the queen to board and her lines to the sets, then backtrack(${row + 1}).`;
    case KIND.remove:
      return java
        ? `place(${row + 1}) returned: mark column ${col} and its diagonals free${col + 1 < n ? `, then try column ${col + 1}` : ''}.`
        : `backtrack(${row + 1}) returned: undo the queen and her lines${col + 1 < n ? `, then try column ${col + 1}` : ''}.`;
    case KIND.solution:
      return java ? `row == n: solutions++, then return.` : `row == n: append a copy of board to solutions, then return.`;
    case KIND.deadEnd:
      return `No column of row ${row} was safe: a dead end. ${call}(${row}) returns.`;
    default:
      return '';
  }
}

/**
 * The search's state as the language keeps it, one entry per structure:
 *
 *   Python: the three sets, each {name, line, members, tested}, `members`
 *   the values it holds and `tested` the value being looked up (or null).
 *   Java: the three arrays, each {name, line, size, trueAt, tested,
 *   valueOf}, `trueAt` the indices holding true and `valueOf(i)` the
 *   line's value (column, row + col or row − col) of index i.
 *
 * `line` is the board line a member blocks: "column", "diagonal_up"
 * (row + col) or "diagonal_down" (row − col).
 */
export function stateOf(language, moment, n) {
  const t = moment.tested;
  const { cols, sums, diffs } = moment.sets;
  if (language === 'java') {
    const shift = n - 1;
    return [
      { name: 'colUsed', line: 'column', size: n, trueAt: cols, tested: t ? t.col.value : null, valueOf: (i) => i },
      { name: 'diag1', line: 'diagonal_up', size: 2 * n - 1, trueAt: sums, tested: t ? t.sum.value : null, valueOf: (i) => i },
      {
        name: 'diag2', line: 'diagonal_down', size: 2 * n - 1, trueAt: diffs.map((d) => d + shift).sort((a, b) => a - b),
        tested: t ? t.diff.value + shift : null, valueOf: (i) => i - shift,
      },
    ];
  }
  return [
    { name: 'cols', line: 'column', members: cols, tested: t ? t.col.value : null },
    { name: 'sums', line: 'diagonal_up', members: sums, tested: t ? t.sum.value : null },
    { name: 'diffs', line: 'diagonal_down', members: diffs, tested: t ? t.diff.value : null },
  ];
}

/** The three tests of the square tried, as the language writes them: "5 in cols? no · …". */
export function testsText(language, moment, n) {
  const t = moment.tested;
  if (!t) return '—';
  const yes = (taken) => (taken ? 'yes' : 'no');
  if (language === 'java') {
    return `colUsed[${t.col.value}]? ${yes(t.col.taken)} · diag1[${t.sum.value}]? ${yes(t.sum.taken)} · diag2[${t.diff.value + n - 1}]? ${yes(t.diff.taken)}`;
  }
  return `${t.col.value} in cols? ${yes(t.col.taken)} · ${t.sum.value} in sums? ${yes(t.sum.taken)} · ${t.diff.value} in diffs? ${yes(t.diff.taken)}`;
}
