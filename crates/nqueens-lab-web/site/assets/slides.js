// What sits beside the board while the lesson is open: each section's
// figure (lesson-sections.js), and in presentation mode the layout of each
// slide, which the teacher may change (board + code + sets, board + tree,
// or the section's own figure alone), kept in this browser.

import { OWN_FIGURES, SECTIONS } from './lesson-sections.js';
import { KEYS, keep, recalled } from './storage.js';

/** The layouts of a slide, in the order of their switch. */
export const LAYOUTS = ['code', 'tree', 'figure'];

/** The layout a section's slide starts with: its own figure, its tree, or the code. */
export function defaultLayout(section) {
  if (OWN_FIGURES.includes(section.figure)) return 'figure';
  return section.figure === 'tree' ? 'tree' : 'code';
}

/** The layouts a section's slide offers: its own figure only where it has one. */
export function layoutsOf(section) {
  return LAYOUTS.filter((layout) => layout !== 'figure' || OWN_FIGURES.includes(section.figure));
}

/** The layout of a section's slide: the teacher's choice, kept, or its default. */
export function layoutOf(section) {
  const chosen = recalled(KEYS.slideLayouts, {})[section.id];
  return layoutsOf(section).includes(chosen) ? chosen : defaultLayout(section);
}

/** Keeps the teacher's layout of a section's slide. */
export function chooseLayout(section, layout) {
  const record = recalled(KEYS.slideLayouts, {});
  record[section.id] = layout;
  keep(KEYS.slideLayouts, record);
}

/**
 * What shows beside the board: "code", "sets" (the code's sets and call
 * stack only), "tree", "whole" (the whole tree) or "own" (the lesson's own
 * figure). Outside the lesson it is the side itself.
 */
export function companionOf(state) {
  if (state.side !== 'lesson') return state.side;
  const section = SECTIONS[state.section - 1];
  if (state.present) {
    const layout = layoutOf(section);
    return layout === 'figure' ? 'own' : layout;
  }
  return OWN_FIGURES.includes(section.figure) ? 'own' : section.figure;
}
