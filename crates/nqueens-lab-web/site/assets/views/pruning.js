// What pruning saves: on each rejection, how many complete fillings it
// skipped (N^(N−k−1) for a rejection at row k); the running total against
// N^N; and "the search tree shrinks" for the current N, live: N^N, N!, the
// nodes visited so far and in the whole search, and the nodes of a search
// that uses the mirror symmetry. The counts are the library's
// (rejections by row, nodes), the arithmetic is exact (BigInt).

import { el } from '../dom.js';
import { KIND, fmt } from '../format.js';
import { allFillings, big, permutations, share, skippedBy, skippedSoFar } from '../pruning-model.js';

export function mount(root, context) {
  root.replaceChildren();
  root.append(el('h2', { id: 'pruning-title' }, 'What pruning saves'));
  root.append(el('p', { class: 'hint' }, 'Each attacked square the search rejects at row k skips the Nᴺ⁻ᵏ⁻¹ complete fillings (a queen in each row) that would grow from it. On the board, dots mark the squares each row has tried.'));
  const now = el('p', { id: 'pruning-now', class: 'pruning-now', 'aria-live': 'polite' });
  const total = el('p', { id: 'pruning-total', class: 'pruning-total' });
  const table = el('table', { class: 'pruning-table', id: 'pruning-table' });
  const caption = el('caption', {}, 'The search tree shrinks, for the current N');
  const head = el('thead');
  const headRow = el('tr');
  for (const text of ['what', 'count']) headRow.append(el('th', { scope: 'col' }, text));
  head.append(headRow);
  const body = el('tbody');
  table.append(caption, head, body);
  const rows = {};
  for (const [key, label] of [
    ['power', 'Nᴺ: a column for each row'],
    ['factorial', 'N!: all different columns'],
    ['visited', 'nodes visited so far'],
    ['whole', 'nodes of the whole search'],
    ['mirror', 'nodes up to the mirror (a node and its mirror image once: row 0 searched in its left half)'],
  ]) {
    const tr = el('tr');
    tr.append(el('th', { scope: 'row' }, label));
    const td = el('td', { id: `pruning-${key}` });
    tr.append(td);
    body.append(tr);
    rows[key] = td;
  }
  root.append(now, total, table);

  const draw = () => {
    const state = context.state;
    const snap = state.snap;
    if (!snap || !snap.rejectionsByRow) return;
    const n = snap.n;
    const event = snap.last;
    if (event && event.kind === KIND.reject) {
      const skipped = skippedBy(n, event.row);
      now.textContent = `This rejection at row ${event.row} skips ${n}^${n - event.row - 1} = ${big(skipped)} complete ${skipped === 1n ? 'filling' : 'fillings'} of the rows below it.`;
    } else {
      now.textContent = 'A rejection shows here how many complete fillings it skips.';
    }
    const skipped = skippedSoFar(n, snap.rejectionsByRow);
    const power = allFillings(n);
    const since = snap.exact ? 'so far' : 'since the jump';
    total.textContent = `Skipped ${since}: ${big(skipped)} of the ${big(power)} complete fillings (${share(skipped, power)}), by ${fmt(snap.rejectionsByRow.reduce((a, b) => a + b, 0))} rejections.` +
      (snap.finished && snap.exact ? ` At the end, the skipped fillings and the ${fmt(snap.counters.solutions)} solutions make up all ${big(power)}: every filling is either pruned at its first attacked queen or a solution.` : '');
    total.dataset.skipped = skipped.toString();
    rows.power.textContent = big(power);
    rows.factorial.textContent = big(permutations(n));
    rows.visited.textContent = snap.exact ? fmt(snap.counters.nodes) : `${fmt(snap.counters.nodes)} since the jump`;
    const figures = state.figures.get(n);
    rows.whole.textContent = figures ? fmt(figures.nodes) : '…';
    rows.mirror.textContent = figures ? fmt(figures.nodes_up_to_mirror) : '…';
  };
  // Drawn with the board, in the same frame: the page throttles both while playing.
  context.onSnapshot(draw);
  draw();
}
