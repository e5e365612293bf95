// The one boundary between the library's numbers and the page's words:
// packed events, lines, counters and figures, read with the WebAssembly
// module's own enums and names, so that no page module copies a number of
// the library's. Used by the workers, which send the page plain objects.

import { EventKind, LineCode, counter_names as counterNames, figure_names as figureNames } from './wasm/nqueens_lab_wasm.js';

/** "DeadEnd" → "dead_end": the page's name of an enum variant. */
function snake(name) {
  return name.replace(/[A-Z]/g, (letter, at) => (at ? '_' : '') + letter.toLowerCase());
}

/** The page's name of a line (LineCode): "column", "diagonal_up", "diagonal_down", "row". */
export function lineName(code) {
  const name = LineCode[code];
  return name === undefined ? null : snake(name);
}

/**
 * A packed event (EventKind, row, column, then for a rejection the
 * attacker's row and column and the line) as {kind, row, column, by, line}:
 * kind one of "try", "reject", "place", "remove", "solution", "dead_end";
 * `by` and `line` only for a rejection. Null for no event.
 */
export function decodeEvent(words) {
  if (!words || words.length === 0) return null;
  const [kind, row, column, byRow, byColumn, line] = words;
  const name = snake(EventKind[kind]);
  const rejection = name === 'reject';
  return {
    kind: name,
    row,
    column,
    by: rejection ? { row: byRow, column: byColumn } : null,
    line: rejection ? lineName(line) : null,
  };
}

/** Numbers given in the order of `names()` as an object by those names. */
function named(names, numbers) {
  const out = {};
  names.forEach((name, i) => {
    out[name] = numbers[i];
  });
  return out;
}

let counterNameList = null;
let figureNameList = null;

/** A Stepper's counters as {squares_tried, nodes, expanded, dead_ends, solutions, depth}. */
export function decodeCounters(numbers) {
  counterNameList = counterNameList || counterNames();
  return named(counterNameList, numbers);
}

/** The numbers of Figures as an object by the module's figure names. */
export function decodeFigures(numbers) {
  figureNameList = figureNameList || figureNames();
  return named(figureNameList, numbers);
}
