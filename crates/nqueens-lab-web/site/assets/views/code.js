// The code, live: the search as the Python lesson's backtrack(row), with
// the line that just ran lit, the variables (row, col, the sets of used
// columns, row + col sums and row − col differences, with the values being
// tested), the call stack (one frame per row, with its column) and, for a
// rejection, |Δrow| = |Δcol| against the attacking queen.

import { el } from '../dom.js';
import { CODE, codeMoment } from '../code-model.js';

function setList(node, values, tested) {
  const items = values.map((value) => {
    const item = el('span', { class: value === tested ? 'set-item tested' : 'set-item' }, String(value));
    return item;
  });
  node.replaceChildren(document.createTextNode('{'), ...items.flatMap((item, i) => (i ? [document.createTextNode(', '), item] : [item])), document.createTextNode('}'));
}

export function mount(root, context) {
  root.replaceChildren();
  root.append(el('h2', { id: 'code-title' }, 'The code, live'));
  root.append(el('p', { class: 'hint' }, 'The search below is the whole algorithm, written like the Python lesson. The lit line is the one that just ran; the variables are its state at this step. Step with the controls above (→ and ←).'));
  const code = el('pre', { class: 'code-listing', id: 'code-listing', 'aria-label': 'the search as code; the current line is marked' });
  const lines = CODE.map((line, i) => {
    const row = el('span', { class: 'code-line', 'data-line': line.id });
    row.append(el('span', { class: 'code-number', 'aria-hidden': 'true' }, String(i + 1).padStart(2, ' ')), document.createTextNode(` ${line.text}`));
    code.append(row, document.createTextNode('\n'));
    return row;
  });
  const note = el('p', { id: 'code-note', class: 'code-note', 'aria-live': 'polite' });
  const vars = el('dl', { class: 'code-vars', id: 'code-vars' });
  const field = (name, label) => {
    const dt = el('dt', {}, label);
    const dd = el('dd', { id: `code-${name}` });
    vars.append(dt, dd);
    return dd;
  };
  const v = {
    row: field('row', 'row'),
    col: field('col', 'col'),
    cols: field('cols', 'cols (used columns)'),
    sums: field('sums', 'sums (row + col of each queen: ↙ diagonals)'),
    diffs: field('diffs', 'diffs (row − col of each queen: ↘ diagonals)'),
    queens: field('queens', 'queens (the column of each row)'),
    tests: field('tests', 'the three tests'),
    attacker: field('attacker', 'the attacking queen'),
  };
  const stackTitle = el('h3', {}, 'Call stack');
  const stack = el('ol', { class: 'code-stack', id: 'code-stack', reversed: '' });
  const layout = el('div', { class: 'code-layout' });
  const left = el('div');
  left.append(code, note);
  const right = el('div');
  right.append(vars, stackTitle, stack);
  layout.append(left, right);
  root.append(layout);

  // Where the code scrolls in its own box (the first screen), the lit line
  // stays in view: the box scrolls, never the page.
  const keepInView = (line) => {
    const box = root.closest('.code-box');
    if (!box || box.scrollHeight <= box.clientHeight) return;
    const inside = box.getBoundingClientRect();
    const lit = line.getBoundingClientRect();
    const margin = lit.height;
    if (lit.top < inside.top) box.scrollTop -= inside.top - lit.top + margin;
    else if (lit.bottom > inside.bottom) box.scrollTop += lit.bottom - inside.bottom + margin;
  };
  const draw = (snap) => {
    // A new N has no snapshot yet.
    if (!snap) return;
    const moment = codeMoment(snap.last, snap.columns, snap.n, snap.finished);
    for (const line of lines) {
      const on = line.dataset.line === moment.line;
      line.classList.toggle('lit', on);
      if (on) {
        line.setAttribute('aria-current', 'step');
        keepInView(line);
      } else line.removeAttribute('aria-current');
    }
    code.dataset.lit = moment.line;
    // Read out when the learner steps, not at every frame of play.
    note.setAttribute('aria-live', context.state.playing ? 'off' : 'polite');
    note.textContent = moment.note;
    v.row.textContent = moment.row === null ? '—' : String(moment.row);
    v.col.textContent = moment.col === null ? '—' : String(moment.col);
    const t = moment.tested;
    setList(v.cols, moment.sets.cols, t ? t.col.value : null);
    setList(v.sums, moment.sets.sums, t ? t.sum.value : null);
    setList(v.diffs, moment.sets.diffs, t ? t.diff.value : null);
    v.queens.textContent = `[${moment.queens.join(', ')}]`;
    v.tests.textContent = t
      ? `${t.col.value} in cols? ${t.col.taken ? 'yes' : 'no'} · ${t.sum.value} in sums? ${t.sum.taken ? 'yes' : 'no'} · ${t.diff.value} in diffs? ${t.diff.taken ? 'yes' : 'no'}`
      : '—';
    v.attacker.textContent = t && t.attacker
      ? `row ${t.attacker.row}, column ${t.attacker.column}, along its ${t.attacker.line}: |Δrow| = ${t.attacker.dRow}, |Δcol| = ${t.attacker.dCol}${t.attacker.line === 'column' ? '' : ' (equal: the same diagonal)'}`
      : '—';
    stack.replaceChildren(
      ...moment.frames
        .slice()
        .reverse()
        .map((frame) => el('li', {}, frame.row === snap.n ? `backtrack(${frame.row}): row == n` : `backtrack(${frame.row}): col = ${frame.col === null ? '—' : frame.col}`)),
    );
  };
  // Drawn with the board, in the same frame: the page throttles both while playing.
  context.onSnapshot(draw);
  if (context.state.snap) draw(context.state.snap);
}
