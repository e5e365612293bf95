// What the page remembers of a visitor between visits, in this browser's
// local storage and nowhere else: that the tour was seen, that the search
// has been played, the lesson's score, the teacher's layout of each slide.
// Nothing is ever sent anywhere. A browser that refuses storage (a private
// window) just forgets.

/** The keys the page keeps. */
export const KEYS = {
  tourSeen: 'nqueens-tour-seen',
  played: 'nqueens-played',
  lessonScore: 'nqueens-lesson-score',
  slideLayouts: 'nqueens-slide-layouts',
};

/** Whether `key` was remembered on an earlier visit (or this one). */
export function remembered(key) {
  try {
    return window.localStorage.getItem(key) === 'yes';
  } catch {
    return false;
  }
}

/** Remembers `key` for the next visits. */
export function remember(key) {
  try {
    window.localStorage.setItem(key, 'yes');
  } catch {
    // Refused (a private window): the page forgets it, as designed.
  }
}

/** The value kept under `key` (JSON), or `fallback` if none or unreadable. */
export function recalled(key, fallback) {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
}

/** Keeps `value` (as JSON) under `key` for the next visits. */
export function keep(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused (a private window): the page forgets it, as designed.
  }
}
