// A guided tour: five moments of the search of N = 4, each shown on the
// board with a sentence (a row choice, a rejection, a dead end, a
// backtrack, a solution). On a first visit it is offered, not started, in
// one line of the page's header (so the first screen keeps its room): the
// page stays at the N and the moment its address names until the learner
// starts the tour, which only then opens N = 4 beside the board. Once finished or declined
// it is not offered again (remembered in localStorage); "Take the tour"
// starts it at any time. A learner who moves the search while the tour is
// open is told where they are, and "next" brings the tour back.

import { el } from '../dom.js';
import { KEYS, remember as rememberKey, remembered } from '../storage.js';

// Each step: how to get there from the start of N = 4, and what it shows.
const STEPS = [
  {
    title: 'A row choice',
    text: 'The search fills the board one row at a time. In row 0 it tries column 0 first, finds it safe and places a queen: a choice, one branch of the search tree. Every queen it places is a node of the tree.',
    go: async (a) => {
      await a.toStart();
      await a.step();
      await a.step();
    },
  },
  {
    title: 'A rejection',
    text: 'In row 1, column 0 is attacked by the queen above it (the same column), so the search rejects it at once and never looks at any board that would have a queen there: that is pruning.',
    go: async (a) => {
      await a.toStart();
      for (let i = 0; i < 4; i++) await a.step();
    },
  },
  {
    title: 'A dead end',
    text: 'Here every square of the row is attacked: no column is safe. The queens above cannot all be right, and the search must go back. A legal placement with no safe square in its next row is a dead end.',
    go: async (a) => {
      await a.toStart();
      await a.nextDeadEnd();
    },
  },
  {
    title: 'A backtrack',
    text: 'Going back is taking the last queen off the board (undo) and trying the next column in her row. Backtracking is the whole idea: choose, explore, undo.',
    go: async (a) => {
      await a.toStart();
      await a.nextDeadEnd();
      await a.step();
    },
  },
  {
    title: 'A solution',
    text: 'When every row holds a queen and none attacks another, the board is a solution. The search notes it and backtracks to look for more: N = 4 has 2. Now try it yourself: play, step, or pick another N.',
    go: async (a) => {
      await a.toStart();
      await a.nextSolution();
    },
  },
];

const seen = () => remembered(KEYS.tourSeen);
const remember = () => rememberKey(KEYS.tourSeen);

export function mount(root, context) {
  root.replaceChildren();
  root.setAttribute('role', 'region');
  root.setAttribute('aria-labelledby', 'tour-title');
  const counter = el('p', { class: 'tour-count hint', id: 'tour-count' });
  const title = el('h2', { id: 'tour-title' });
  const text = el('p', { id: 'tour-text' });
  const aside = el('p', { id: 'tour-aside', class: 'tour-aside hint', 'aria-live': 'polite' });
  const back = el('button', { type: 'button', id: 'tour-back' }, '◀ back');
  const next = el('button', { type: 'button', id: 'tour-next', class: 'primary' }, 'next ▶');
  const skip = el('button', { type: 'button', id: 'tour-skip' }, 'close the tour');
  const buttons = el('div', { class: 'tour-buttons', role: 'group', 'aria-label': 'tour' });
  buttons.append(back, next, skip);
  root.append(counter, title, text, aside, buttons);

  const open = el('button', { type: 'button', id: 'tour-open', title: 'A short guided tour of the search (it opens N = 4)' }, 'Take the tour');
  const head = document.querySelector('.page-head');
  if (head) head.append(open);
  // Where the running tour shows: beside the board, above the counters.
  const home = { parent: root.parentElement, before: root.nextElementSibling };

  let index = -1; // the tour's step, or -1 while it is only offered
  let working = Promise.resolve();
  let own = false; // whether the tour is moving the search now
  let shownMoment = null; // the moment the tour's current step left the search at
  const offer = () => {
    index = -1;
    root.hidden = false;
    // Offered, the tour is one line of the header: the first screen keeps its room.
    if (head) head.append(root);
    open.hidden = true;
    root.classList.add('offered');
    root.dataset.step = '0';
    root.dataset.ready = 'true';
    counter.textContent = 'New here?';
    title.textContent = 'A five-step tour of the search';
    text.textContent = 'Five moments of the search on the board of N = 4: a choice, a rejection, a dead end, a backtrack and a solution.';
    aside.textContent = '';
    back.hidden = true;
    next.replaceChildren(el('span', { class: 'tour-start-word' }, 'start the '), 'tour ▶');
    next.title = text.textContent;
    skip.textContent = 'no, thanks';
  };
  const show = (i) => {
    index = i;
    if (root.classList.contains('offered')) {
      home.parent.insertBefore(root, home.before);
      open.hidden = false;
    }
    root.classList.remove('offered');
    const step = STEPS[i];
    counter.textContent = `Tour: step ${i + 1} of ${STEPS.length}`;
    title.textContent = step.title;
    text.textContent = step.text;
    aside.textContent = '';
    back.hidden = false;
    back.disabled = i === 0;
    next.textContent = i + 1 === STEPS.length ? 'finish' : 'next ▶';
    next.removeAttribute('title');
    skip.textContent = 'close the tour';
    root.dataset.step = String(i + 1);
    root.dataset.ready = 'false';
    working = working
      .then(async () => {
        own = true;
        if (context.state.n !== 4) await context.actions.openN(4);
        await step.go(context.actions);
      })
      .catch(() => {})
      .then(() => {
        own = false;
        // Where the tour's step left the search: a snapshot elsewhere is the learner's move.
        shownMoment = context.state.snap ? context.state.snap.moment : null;
        if (index === i) root.dataset.ready = 'true';
      });
  };
  const close = () => {
    remember();
    root.hidden = true;
    open.hidden = false;
    index = -1;
    open.focus();
  };
  const start = () => {
    root.hidden = false;
    show(0);
    title.setAttribute('tabindex', '-1');
    title.focus();
  };
  back.addEventListener('click', () => show(Math.max(0, index - 1)));
  next.addEventListener('click', () => {
    if (index < 0) start();
    else if (index + 1 === STEPS.length) close();
    else show(index + 1);
  });
  skip.addEventListener('click', close);
  open.addEventListener('click', start);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  // The learner's own moves, while the tour is on one of its steps.
  context.onSnapshot((snap) => {
    if (own || index < 0 || root.hidden || root.dataset.ready !== 'true') return;
    if (!snap || snap.moment === shownMoment) return;
    aside.textContent = `You have moved the search on your own (N = ${context.state.n}). Go on exploring, or press "${next.textContent}" to carry on with the tour.`;
  });
  if (seen()) root.hidden = true;
  else offer();
}
