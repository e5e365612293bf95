// The local-search view's worker: the library's min-conflicts search
// (LocalSearch, the search of `nqueens random`) in WebAssembly, served by
// the page's one worker protocol (worker-host.js). Every request is short:
// `open` makes the initial placement, `advance` steps for at most the
// milliseconds asked (never more than a slice), so the worker reads each
// message soon after it arrives. Its results hand their buffers over.

import { serve, SLICE_MS, transferred } from '../worker-host.js';
import { LocalSearch, local_search_limits as localSearchLimits } from '../wasm/nqueens_lab_wasm.js';

let search = null;

/** What the view draws: the board, its attacked rows and the figures, its buffers handed over. */
function view(steps) {
  const columns = search.columns();
  const attacked = search.attacked();
  return transferred(
    {
      n: search.n(),
      steps,
      columns,
      attacked,
      collisions: search.collisions(),
      moves: search.moves(),
      swapsTried: search.swaps_tried(),
      attempt: search.attempt(),
      solved: search.is_solved(),
    },
    [steps.buffer, columns.buffer, attacked.buffer],
  );
}

function open({ n, seed }) {
  const next = new LocalSearch(n, BigInt(seed));
  if (search) search.free();
  search = next;
  return view(new Uint32Array(0));
}

function advance({ steps, budgetMs }) {
  if (!search) throw new Error('no board is open');
  const limit = Number.isFinite(steps) ? Math.max(0, Math.floor(steps)) : 0xffffffff;
  return view(search.advance(Math.min(limit, 0xffffffff), Math.min(budgetMs, SLICE_MS)));
}

serve({
  jobs: { open, advance },
  info: () => {
    const limits = localSearchLimits();
    return { minN: limits.min_n, maxN: limits.max_n, stepWords: limits.step_words };
  },
});
