// The timeline slider: where the search stands, and where a drag sends
// it. When the number of steps of the whole search is known, the slider is
// the step; otherwise it is the position in search order (the columns of
// the first rows, 0 at the start, 1 at the end), which covers the whole
// search at every N without rescaling. Pure functions (tested with
// node --test in crates/nqueens-lab-web/tests/js/).

export const RESOLUTION = 10000;

/** The slider value (0..RESOLUTION) for a snapshot of the search. */
export function sliderValue(snap) {
  if (!snap) return 0;
  if (snap.finished) return RESOLUTION;
  if (snap.total) return Math.round((snap.step / snap.total) * RESOLUTION);
  return Math.floor(snap.position * RESOLUTION);
}

/** Where slider value `value` sends the search: {step} or {position} or {end}. */
export function targetOf(value, snap) {
  const v = Math.max(0, Math.min(RESOLUTION, Number(value)));
  if (v >= RESOLUTION) return { end: true };
  if (snap && snap.total) return { step: Math.round((v / RESOLUTION) * snap.total) };
  return { position: v / RESOLUTION };
}

/** What the slider says to a screen reader. */
export function valueText(snap) {
  if (!snap) return 'loading';
  if (snap.total) return `step ${snap.step} of ${snap.total}`;
  return `${(snap.position * 100).toFixed(1)}% of the search order, step ${snap.step}`;
}
