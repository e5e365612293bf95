// The address is the page's state: N, the moment of the search, the view
// shown below the first screen, the speed and presentation mode, so that a
// link opens exactly there and back and forward go through what was seen.
//
//   ?n=12&at=0.4.7:s2&view=tree&speed=30&present
//
// `at` is the library's moment of the search (the queens on the board and
// what the search does next: trace::Moment), which the worker lands on at
// once; it is left out at the start.

import { DEFAULT_N, parseN } from './state.js';
import { SPEED_DEFAULT, SPEED_MAX } from './playback.js';

/** What the address asks for: {n, notice, moment, view, speed, present}. */
export function readAddress(location, limits) {
  const params = new URLSearchParams(location.search);
  const { n, notice } = parseN(params.get('n'), limits);
  const moment = notice ? null : params.get('at');
  const view = params.get('view');
  const speedText = params.get('speed');
  const speed = speedText !== null && /^\d{1,2}$/.test(speedText) && Number(speedText) <= SPEED_MAX ? Number(speedText) : null;
  const present = params.has('present') && params.get('present') !== '0';
  return { n, notice, moment: moment || null, view: view || null, speed, present };
}

/** The address of the page's state. */
export function addressOf(state, href) {
  const url = new URL(href);
  const params = url.searchParams;
  params.set('n', String(state.n || DEFAULT_N));
  const snap = state.snap;
  if (snap && !(snap.step === 0 && snap.exact)) params.set('at', snap.moment);
  else params.delete('at');
  if (state.view) params.set('view', state.view);
  else params.delete('view');
  const speed = Number(document.getElementById('speed').value);
  if (speed !== SPEED_DEFAULT) params.set('speed', String(speed));
  else params.delete('speed');
  if (state.present) params.set('present', '');
  else params.delete('present');
  // Written by hand: a moment's ":" and "." need no escaping in a query,
  // and `present` alone reads better than `present=`.
  url.search = [...params]
    .map(([key, value]) => (value === '' ? key : `${key}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`))
    .join('&');
  return url;
}

/** Writes the state into the address: a new history entry with `push`, else in place. */
export function writeAddress(state, { push = false } = {}) {
  const url = addressOf(state, window.location.href);
  if (url.href === window.location.href) return;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}
