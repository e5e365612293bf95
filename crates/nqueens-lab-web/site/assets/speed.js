// How fast the search plays: the speed slider's steps a second, the named
// speeds (step by step, slow, normal, fast, instant), the speed a board
// opens at, and how the address writes a speed. Pure functions (tested
// with node --test in crates/nqueens-lab-web/tests/js/).
//
// A first play must be one a person can follow: a few steps a second on
// a small board. Someone who has played before, or a board whose search
// is long, starts faster.

import { fmt } from './format.js';

/** The slider's top: as fast as the worker goes. */
export const SPEED_MAX = 48;

/**
 * The named speeds, slowest first: the slider's value for each, and what
 * it means. The address writes a speed by its name when it has one.
 */
export const PRESETS = [
  { name: 'step-by-step', label: 'step by step', value: 0 },
  { name: 'slow', label: 'slow', value: 5 },
  { name: 'normal', label: 'normal', value: 12 },
  { name: 'fast', label: 'fast', value: 24 },
  { name: 'instant', label: 'instant', value: SPEED_MAX },
];

/** The largest board whose first play is slow (the N = 8 of the lessons). */
export const SLOW_FIRST_PLAY_MAX_N = 8;
/** The largest board that opens at normal speed once the person has played. */
const NORMAL_MAX_N = 12;

/** Steps a second for a slider value (SPEED_MAX: as fast as the worker goes). */
export function stepsPerSecond(value) {
  const v = Number(value);
  if (v >= SPEED_MAX) return Infinity;
  return Math.max(1, Math.round(10 ** (v / 8)));
}

/** Steps a second, written one way at every speed: "1/s", "32/s", "1,000/s", "full". */
export function speedLabel(value) {
  const rate = stepsPerSecond(value);
  if (rate === Infinity) return 'full';
  return `${fmt(rate)}/s`;
}

/** The named speed at slider value `value`, or null between them. */
export function presetOf(value) {
  return PRESETS.find((preset) => preset.value === Number(value)) || null;
}

/** "slow: 4 steps a second", "instant: as fast as it goes". */
export function presetText(preset) {
  const rate = stepsPerSecond(preset.value);
  if (rate === Infinity) return `${preset.label}: as fast as it goes`;
  return `${preset.label}: ${fmt(rate)} ${rate === 1 ? 'step' : 'steps'} a second`;
}

/**
 * The speed a board of size `n` opens at when the person has not chosen
 * one: slow for a first play of a small board, faster for a longer search
 * or for someone who has played before.
 */
export function defaultSpeed(n, playedBefore) {
  const named = (name) => PRESETS.find((preset) => preset.name === name).value;
  if (n <= SLOW_FIRST_PLAY_MAX_N) return named(playedBefore ? 'normal' : 'slow');
  if (n <= NORMAL_MAX_N) return named(playedBefore ? 'fast' : 'normal');
  return named('fast');
}

/** A speed from the address: a preset's name or a slider value (0 to SPEED_MAX); null otherwise. */
export function parseSpeed(text) {
  if (text === null || text === undefined) return null;
  const preset = PRESETS.find((p) => p.name === text);
  if (preset) return preset.value;
  if (/^\d{1,2}$/.test(text) && Number(text) <= SPEED_MAX) return Number(text);
  return null;
}

/** How the address writes slider value `value`: its preset's name, or the number. */
export function speedParam(value) {
  const preset = presetOf(value);
  return preset ? preset.name : String(Number(value));
}
