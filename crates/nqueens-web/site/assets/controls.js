// The controls: the N field, the playback buttons, the speed and timeline
// sliders, the gallery's page buttons, clicks on solutions, and the keys.
// Each calls one action of app.js.

const $ = (id) => document.getElementById(id);

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
};

function typingTarget(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || target.isContentEditable) return true;
  if (tag !== 'input') return false;
  return !['range', 'button', 'checkbox'].includes((target.type || '').toLowerCase());
}

export function bindControls(actions, { minN, maxN, currentN }) {
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
  };
  for (const [id, action] of Object.entries(buttons)) $(id).addEventListener('click', () => actions[action]());

  const speed = $('speed');
  speed.addEventListener('input', () => actions.setSpeed(speed.value));

  // The timeline: each new value while dragging supersedes the jump
  // before it; the final value on release is sent only if it differs.
  const timeline = $('timeline');
  let sent = null;
  const seek = () => {
    if (timeline.value === sent) return;
    sent = timeline.value;
    actions.seekTimeline(timeline.value);
  };
  timeline.addEventListener('pointerdown', () => actions.draggingTimeline(true));
  timeline.addEventListener('input', seek);
  timeline.addEventListener('change', () => {
    seek();
    sent = null;
    actions.draggingTimeline(false);
  });
  timeline.addEventListener('pointerup', () => actions.draggingTimeline(false));

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
    // Inside a learner view (its own board, its own buttons) the keys are the view's.
    if (event.target.closest && event.target.closest('[data-view]:not([data-view="tour"])')) return;
    if (event.key === '+' || event.key === '=') {
      speed.value = String(Math.min(Number(speed.max), Number(speed.value) + 1));
      actions.setSpeed(speed.value);
      event.preventDefault();
      return;
    }
    if (event.key === '-') {
      speed.value = String(Math.max(Number(speed.min), Number(speed.value) - 1));
      actions.setSpeed(speed.value);
      event.preventDefault();
      return;
    }
    const action = KEYS[event.key];
    if (!action) return;
    // Arrow keys on a focused slider move the slider.
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') && event.target.type === 'range') return;
    if (event.key === ' ' && event.target.tagName && event.target.tagName.toLowerCase() === 'button') return;
    event.preventDefault();
    actions[action]();
  });
}
