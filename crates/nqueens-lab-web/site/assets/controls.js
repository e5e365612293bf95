// The controls: the N field, the playback buttons, the speed (its named
// speeds and its slider) and the timeline, presentation mode, what sits
// beside the board, the gallery's page buttons, clicks on solutions, and
// the keys. Each calls one action of app.js.

import { PRESETS, SPEED_MAX } from './speed.js';

const $ = (id) => document.getElementById(id);

// Keys that move the search: while its board is out of view (the reader
// is down the page, where panels have players of their own) they do nothing.
const MOVES = new Set(['togglePlay', 'step', 'back', 'nextSolution', 'nextDeadEnd', 'toEnd', 'toStart']);

// Keys that work anywhere but in a text field.
const KEYS = {
  ' ': 'togglePlay',
  ArrowRight: 'step',
  ArrowLeft: 'back',
  s: 'nextSolution',
  d: 'nextDeadEnd',
  e: 'toEnd',
  End: 'toEnd',
  Home: 'toStart',
  Escape: 'cancelJob',
  p: 'togglePresent',
};

function typingTarget(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag !== 'input') return false;
  return !['range', 'button', 'checkbox'].includes((target.type || '').toLowerCase());
}

/**
 * Binds the page's controls to `actions`. `state` is read (never written)
 * for what the keys do where: in the lesson Page Up and Page Down move
 * between its sections; in presentation mode the arrows and a clicker's
 * page keys move between slides, "." and "," step the search, w takes the
 * pen and c clears what it drew.
 */
export function bindControls(actions, { minN, maxN, currentN, state }) {
  const n = $('n');
  const changeN = () => {
    const value = Number(n.value);
    if (value === currentN()) return; // the same board: nothing to reopen
    if (!Number.isInteger(value) || value < minN || value > maxN) {
      n.setCustomValidity(`N must be a whole number from ${minN} to ${maxN}`);
      n.reportValidity();
      return;
    }
    n.setCustomValidity('');
    actions.openN(value);
  };
  n.addEventListener('change', changeN);
  n.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') changeN();
  });

  const buttons = {
    play: 'togglePlay',
    'step-forward': 'step',
    'step-back': 'back',
    'next-solution': 'nextSolution',
    'next-dead-end': 'nextDeadEnd',
    'to-end': 'toEnd',
    'to-start': 'toStart',
    'job-cancel': 'cancelJob',
    'present-toggle': 'togglePresent',
    'notice-dismiss': 'dismissNotice',
    'error-dismiss': 'dismissError',
  };
  for (const [id, action] of Object.entries(buttons)) {
    const button = $(id);
    if (button) button.addEventListener('click', () => actions[action]());
  }

  const speed = $('speed');
  speed.addEventListener('input', () => actions.setSpeed(speed.value));
  const preset = $('speed-preset');
  preset.addEventListener('change', () => {
    const chosen = PRESETS.find((p) => p.name === preset.value);
    if (chosen) actions.setSpeed(chosen.value);
  });

  // Beside the board: the code, or the tree (around the search, or whole).
  $('side-lesson').addEventListener('click', () => actions.setSide('lesson'));
  $('side-code').addEventListener('click', () => actions.setSide('code'));
  $('side-tree').addEventListener('click', () => actions.showTree());
  $('tree-near').addEventListener('click', () => actions.setSide('tree'));
  $('tree-all').addEventListener('click', () => actions.setSide('whole'));

  // The timeline: each new value while dragging supersedes the jump
  // before it; the final value on release is sent only if it differs, and
  // it (not every value on the way) makes an entry of the history.
  const timeline = $('timeline');
  let sent = null;
  let lastSeek = Promise.resolve(null);
  const seek = (final) => {
    if (timeline.value === sent) {
      // Already on its way there: the address records it once it lands.
      if (final) lastSeek.then((snap) => snap && actions.recordPosition());
      return;
    }
    sent = timeline.value;
    lastSeek = actions.seekTimeline(timeline.value, { final });
  };
  timeline.addEventListener('pointerdown', () => actions.draggingTimeline(true));
  timeline.addEventListener('input', () => seek(false));
  timeline.addEventListener('change', () => {
    seek(true);
    sent = null;
    actions.draggingTimeline(false);
  });
  // After the release's `change` (which comes after pointerup), so that a
  // drag cancelled with Escape does not jump on release.
  const released = () => setTimeout(() => actions.draggingTimeline(false), 0);
  timeline.addEventListener('pointerup', released);
  timeline.addEventListener('pointercancel', released);

  for (const [id, page] of [
    ['gallery-first', 'first'],
    ['gallery-prev', 'previous'],
    ['gallery-next', 'next'],
    ['gallery-newest', 'newest'],
  ]) {
    $(id).addEventListener('click', () => actions.galleryPage(page));
  }

  const showOnClick = (list, container) => {
    list.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-columns]');
      if (!button) return;
      actions.showSymmetries(button.dataset.columns.split(',').map(Number), container);
    });
  };
  showOnClick($('gallery'), $('gallery-symmetries'));
  showOnClick($('fundamental'), $('symmetries'));

  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (typingTarget(event.target)) return;
    // Inside a learner view (its own board, its own buttons) the keys are
    // the view's; the tour, the code and the lesson show the page's own search.
    if (event.target.closest && event.target.closest('[data-view]:not([data-view="tour"]):not([data-view="code"]):not([data-view="lesson"])')) return;
    // The code's listing, wider than a phone, scrolls sideways with the arrows.
    if (event.target.id === 'code-listing' && event.target.scrollWidth > event.target.clientWidth) return;
    if (event.key === '+' || event.key === '=') {
      actions.setSpeed(Math.min(SPEED_MAX, Number(speed.value) + 1));
      event.preventDefault();
      return;
    }
    if (event.key === '-') {
      actions.setSpeed(Math.max(0, Number(speed.value) - 1));
      event.preventDefault();
      return;
    }
    const slide = slideKey(event.key, state);
    if (slide) {
      event.preventDefault();
      if (slide === 'next') actions.showSection(state.section + 1);
      else if (slide === 'previous') actions.showSection(state.section - 1);
      else actions[slide]();
      return;
    }
    const action = KEYS[event.key];
    if (!action) return;
    if (MOVES.has(action) && document.body.classList.contains('first-screen-out')) return;
    // Arrow keys on a focused slider move the slider.
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') && event.target.type === 'range') return;
    // Space is play/pause even on the playback or jump button just clicked
    // (not a second click of it); any other button (the tour's, cancel,
    // present, the gallery's, the tree's) Space presses, as everywhere.
    if (event.key === ' ' && isOtherButton(event.target)) return;
    event.preventDefault();
    actions[action]();
  });
}

/**
 * What a key does to the lesson's sections or the teacher's slides, or
 * null: Page Up and Page Down in the lesson; in presentation mode the
 * arrows too, and "." and "," step the search, w the pen, c clears it.
 */
function slideKey(key, state) {
  if (state.side !== 'lesson') return null;
  if (key === 'PageDown') return 'next';
  if (key === 'PageUp') return 'previous';
  if (!state.present) return null;
  return { ArrowRight: 'next', ArrowLeft: 'previous', '.': 'step', ',': 'back', w: 'togglePen', c: 'clearPen' }[key] || null;
}

/** A button (or link) other than the playback and jump buttons, which Space presses. */
function isOtherButton(target) {
  if (!target.closest) return false;
  const pressable = target.closest('button, a[href], summary, [role="button"]');
  return Boolean(pressable) && !pressable.closest('.playback, .jumps');
}
