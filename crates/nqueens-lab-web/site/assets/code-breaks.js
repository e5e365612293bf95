// Break the reference code: the lines of the lessons' search a learner can
// switch off or change in the code panel, in each language's words, and
// the listing with the broken line shown struck and changed. The broken
// searches themselves are the library's (trace::BrokenSearch, run by
// MistakeRun in the mistakes view's worker); the classic mistakes view
// explains each one step by step under the same id. Pure (tested with
// node --test in crates/nqueens-lab-web/tests/js/).

import { LISTINGS } from './code-listings.js';

/**
 * The lines that can be broken, in the order of the switch. Each has an
 * id (the mistakes view's too) and, for each language, the switch's label,
 * the text of the line it breaks (part of one line of the listing), what
 * that text becomes (null: the line is left out) and what it does, in a
 * sentence; `java: null` with `javaNote` when the Java lesson has no such
 * line.
 */
export const BREAKS = [
  {
    id: 'sets',
    python: {
      label: 'keep the sets',
      line: 'cols.remove(col); sums.remove(s); diffs.remove(d)',
      to: null,
      says: 'A queen taken back still blocks her column and diagonals.',
    },
    java: {
      label: 'keep the arrays true',
      line: 'colUsed[col] = diag1[d1] = diag2[d2] = false;',
      to: null,
      says: 'A queen taken back still blocks her column and diagonals.',
    },
  },
  {
    id: 'down',
    python: {
      label: 'no ↘ test',
      line: 'if col in cols or s in sums or d in diffs:',
      to: 'if col in cols or s in sums:',
      says: 'Nothing stops two queens on one ↘ diagonal any more.',
    },
    java: {
      label: 'no ↘ test',
      line: 'if (colUsed[col] || diag1[d1] || diag2[d2])',
      to: 'if (colUsed[col] || diag1[d1])',
      says: 'Nothing stops two queens on one ↘ diagonal any more.',
    },
  },
  {
    id: 'sum',
    python: {
      label: 'row + col for both',
      line: 's, d = row + col, row - col',
      to: 's, d = row + col, row + col',
      says: 'diffs now holds what sums holds: the ↘ test never catches anything.',
    },
    java: {
      label: 'row + col for both',
      line: 'int d1 = row + col, d2 = row - col + n - 1;',
      to: 'int d1 = row + col, d2 = row + col;',
      says: 'diag2 is now true where diag1 is: its test never catches anything.',
    },
  },
  {
    id: 'copy',
    python: {
      label: 'no copy',
      line: 'solutions.append(board.copy())',
      to: 'solutions.append(board)',
      says: 'Every entry of solutions is the one list board, which keeps changing.',
    },
    java: null,
    javaNote: 'Java counts its solutions (solutions++) and keeps no boards: there is no copy to forget.',
  },
];

/** The break with this id, or null. */
export function breakById(id) {
  return BREAKS.find((b) => b.id === id) || null;
}

/** The break's words in `language`, or null where that language has no such line. */
export function breakIn(id, language) {
  const b = breakById(id);
  return b ? b[language] || null : null;
}

/** The ids of the breaks `language` offers. */
export function breaksOf(language) {
  return BREAKS.filter((b) => b[language]).map((b) => b.id);
}

/**
 * The listing of `language` with the line of break `id` broken: each line
 * {id, text, number, struck, changed}. The line broken is kept, struck
 * (`struck`: the code no longer has it), and a line it is changed to
 * follows it (`changed`, no number of its own), with the same id, so that
 * a moment lights both. Unbroken (`id` null, or not this language's) the
 * lines are the listing's, numbered from 1.
 */
export function brokenListing(language, id) {
  const words = id ? breakIn(id, language) : null;
  const out = [];
  LISTINGS[language].lines.forEach((line, i) => {
    const number = i + 1;
    if (!words || !line.text.includes(words.line)) {
      out.push({ id: line.id, text: line.text, number, struck: false, changed: false });
      return;
    }
    out.push({ id: line.id, text: line.text, number, struck: true, changed: false });
    if (words.to !== null) {
      // The changed code keeps the line's indentation; its comment, about the old code, goes.
      const indent = line.text.match(/^\s*/)[0];
      out.push({ id: line.id, text: `${indent}${words.to}`, number: null, struck: false, changed: true });
    }
  });
  return out;
}
