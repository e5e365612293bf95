// Words where the numbers are: a button that names a thing (a counter's
// name, the step) shows its one-line definition beside it on hover, on
// keyboard focus and on a tap; a second tap, a tap elsewhere, leaving it
// or Escape hides it. The definitions come from terms.js; each shows in
// the top layer (a popover), so no box clips it.

import { counterWords } from './terms.js';

const GAP_PX = 6;
const EDGE_PX = 8;

/** The definition of one button, shown and hidden. */
class Definition {
  constructor(button, tip) {
    this.button = button;
    this.tip = tip;
    this.pinned = false;
    button.addEventListener('pointerenter', () => this.show());
    button.addEventListener('pointerleave', () => {
      if (!this.pinned) this.hide();
    });
    button.addEventListener('focus', () => this.show());
    button.addEventListener('blur', () => this.hide());
    button.addEventListener('click', (event) => {
      // A tap (or a click) keeps it open until the next one.
      event.stopPropagation();
      this.pinned = !this.pinned;
      if (this.pinned) this.show();
      else this.hide();
    });
    button.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.tip.matches(':popover-open')) {
        event.stopPropagation();
        this.hide();
      }
    });
  }

  show() {
    if (!this.tip.matches(':popover-open')) this.tip.showPopover();
    this.place();
  }

  hide() {
    this.pinned = false;
    if (this.tip.matches(':popover-open')) this.tip.hidePopover();
  }

  /** Below the button (above it if there is no room), inside the viewport. */
  place() {
    const at = this.button.getBoundingClientRect();
    const tip = this.tip.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const left = Math.max(EDGE_PX, Math.min(at.left, width - tip.width - EDGE_PX));
    const below = at.bottom + GAP_PX;
    const top = below + tip.height <= window.innerHeight - EDGE_PX ? below : Math.max(EDGE_PX, at.top - GAP_PX - tip.height);
    this.tip.style.left = `${Math.round(left)}px`;
    this.tip.style.top = `${Math.round(top)}px`;
  }
}

/**
 * Gives every `button[data-term]` under `root` its definition: a popover
 * after it, which describes it (aria-describedby). Returns a function that
 * rewrites the names and definitions in the code's language ("python" or
 * "java": the Java lesson says tries where Python says squares tried).
 */
export function bindDefinitions(root = document) {
  const bound = [];
  for (const button of root.querySelectorAll('button[data-term]')) {
    const id = `definition-${button.dataset.term.replace(/_/g, '-')}`;
    const tip = document.createElement('span');
    tip.id = id;
    tip.className = 'definition';
    tip.setAttribute('role', 'tooltip');
    tip.setAttribute('popover', 'manual');
    button.after(tip);
    button.setAttribute('aria-describedby', id);
    bound.push({ button, tip, definition: new Definition(button, tip) });
  }
  // A tap anywhere else hides a definition kept open.
  document.addEventListener('pointerdown', (event) => {
    for (const { button, definition } of bound) {
      if (definition.pinned && !button.contains(event.target)) definition.hide();
    }
  });
  const speak = (language) => {
    for (const { button, tip } of bound) {
      const words = counterWords(button.dataset.term, language);
      tip.textContent = words.short;
      // A button that shows its name (not an icon) says it in the language.
      if (button.dataset.named !== undefined) button.textContent = words.name;
    }
  };
  speak('python');
  return speak;
}
