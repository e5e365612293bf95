// What the page remembers of a visitor between visits, in this browser's
// local storage and nowhere else: that the tour was seen, that the search
// has been played. A browser that refuses storage (a private window) just
// forgets.

/** The keys the page keeps. */
export const KEYS = {
  tourSeen: 'nqueens-tour-seen',
  played: 'nqueens-played',
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
