// The address is the page's state: N, the moment of the search, what sits
// beside the board (the code, in Python or Java, with a line broken or
// not, or the tree), the view shown below the first screen, the speed a
// person chose and presentation mode, so that a link opens exactly there
// and back and forward go through what was seen.
//
//   ?n=12&at=0.4.7:s2&code=java&side=tree&view=gallery&speed=slow&present
//   ?n=8&at=0:t1&view=lesson&section=4
//   ?n=6&break=sum
//
// `at` is the library's moment of the search (the queens on the board and
// what the search does next: trace::Moment), which the worker lands on at
// once; it is left out at the start.

import { DEFAULT_N, parseN } from './state.js';
import { parseSpeed, speedParam } from './speed.js';
import { languageOf } from './code-listings.js';
import { breakById } from './code-breaks.js';
import { sectionNumber } from './lesson-sections.js';

/** What sits beside the board, by the address's name (the lesson is `view=lesson`). */
const SIDES = ['code', 'tree', 'whole'];

/** What the address asks for: {n, notice, moment, view, speed, present, code, broken, side, section}. */
export function readAddress(location, limits) {
  const params = new URLSearchParams(location.search);
  const { n, notice } = parseN(params.get('n'), limits);
  const moment = notice ? null : params.get('at');
  let view = params.get('view');
  let side = SIDES.includes(params.get('side')) ? params.get('side') : 'code';
  // The tree was a panel below the board: its old links open it beside the board.
  if (view === 'tree') {
    view = null;
    if (side === 'code') side = 'tree';
  }
  // The lesson sits beside the board too, at its section.
  if (view === 'lesson') {
    view = null;
    side = 'lesson';
  }
  const section = sectionNumber(params.get('section'));
  const speed = parseSpeed(params.get('speed'));
  const present = params.has('present') && params.get('present') !== '0';
  const code = languageOf(params.get('code'));
  // The line of the code broken (code-breaks.js), if any.
  const broken = breakById(params.get('break')) ? params.get('break') : null;
  return { n, notice, moment: moment || null, view: view || null, speed, present, code, broken, side, section };
}

/** The address of the page's state. */
export function addressOf(state, href) {
  const url = new URL(href);
  const params = url.searchParams;
  params.set('n', String(state.n || DEFAULT_N));
  const snap = state.snap;
  if (snap && !(snap.step === 0 && snap.exact)) params.set('at', snap.moment);
  else params.delete('at');
  if (state.code !== 'python') params.set('code', state.code);
  else params.delete('code');
  if (state.broken) params.set('break', state.broken);
  else params.delete('break');
  params.delete('side');
  params.delete('view');
  params.delete('section');
  if (state.side === 'lesson') {
    params.set('view', 'lesson');
    params.set('section', String(state.section));
  } else {
    if (state.side !== 'code') params.set('side', state.side);
    if (state.view) params.set('view', state.view);
  }
  // A speed the person chose is kept; the one a board opens at is not.
  if (state.speedChosen) params.set('speed', speedParam(document.getElementById('speed').value));
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
