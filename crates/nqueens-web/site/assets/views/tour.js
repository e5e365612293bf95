// A guided tour for a first visit: five moments of the search of N = 4,
// each shown on the board with a sentence (a row choice, a rejection, a
// dead end, a backtrack, a solution). Skippable; once finished or skipped
// it does not open by itself again (remembered in localStorage), and the
// "Take the tour" button opens it again.

import { el } from '../dom.js';

const SEEN_KEY = 'nqueens-tour-seen';

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

function seen() {
  try {
    return window.localStorage.getItem(SEEN_KEY) === 'yes';
  } catch {
    return false;
  }
}

function remember() {
  try {
    window.localStorage.setItem(SEEN_KEY, 'yes');
  } catch {
    // Private windows may refuse storage: the tour just opens again next time.
  }
}

export function mount(root, context) {
  root.replaceChildren();
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'false');
  root.setAttribute('aria-labelledby', 'tour-title');
  const counter = el('p', { class: 'tour-count hint', id: 'tour-count' });
  const title = el('h2', { id: 'tour-title' });
  const text = el('p', { id: 'tour-text' });
  const back = el('button', { type: 'button', id: 'tour-back' }, '◀ back');
  const next = el('button', { type: 'button', id: 'tour-next', class: 'primary' }, 'next ▶');
  const skip = el('button', { type: 'button', id: 'tour-skip' }, 'skip the tour');
  const buttons = el('div', { class: 'tour-buttons', role: 'group', 'aria-label': 'tour' });
  buttons.append(back, next, skip);
  root.append(counter, title, text, buttons);

  const open = el('button', { type: 'button', id: 'tour-open', title: 'A short guided tour of the search' }, 'Take the tour');
  const head = document.querySelector('.page-head');
  if (head) head.append(open);

  let index = 0;
  let working = Promise.resolve();
  const show = (i) => {
    index = i;
    const step = STEPS[i];
    counter.textContent = `Tour: step ${i + 1} of ${STEPS.length}`;
    title.textContent = step.title;
    text.textContent = step.text;
    back.disabled = i === 0;
    next.textContent = i + 1 === STEPS.length ? 'finish' : 'next ▶';
    root.dataset.step = String(i + 1);
    root.dataset.ready = 'false';
    working = working
      .then(async () => {
        if (context.state.n !== 4) await context.actions.openN(4);
        await step.go(context.actions);
      })
      .catch(() => {})
      .then(() => {
        if (index === i) root.dataset.ready = 'true';
      });
  };
  const close = () => {
    remember();
    root.hidden = true;
    open.focus();
  };
  const start = () => {
    root.hidden = false;
    show(0);
    title.setAttribute('tabindex', '-1');
    title.focus();
  };
  back.addEventListener('click', () => show(Math.max(0, index - 1)));
  next.addEventListener('click', () => (index + 1 === STEPS.length ? close() : show(index + 1)));
  skip.addEventListener('click', close);
  open.addEventListener('click', start);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  if (seen()) root.hidden = true;
  else start();
}
