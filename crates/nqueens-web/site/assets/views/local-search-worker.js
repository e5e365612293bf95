// The local-search view's worker: the library's min-conflicts search
// (LocalSearch, the search of `nqueens random`) in WebAssembly. The view
// sends {id, op, ...} and gets {id, ok: true, result} or {id, ok: false,
// error}. Every request is short: `open` makes the initial placement,
// `advance` steps for at most the milliseconds asked (the view asks for
// 10 or less), so the worker reads each message soon after it arrives.

import init, { LocalSearch } from '../wasm/nqueens_wasm.js';

const ready = init({ module_or_path: new URL('../wasm/nqueens_wasm_bg.wasm', import.meta.url) });

/** The most milliseconds one request may step for. */
const SLICE_MS = 12;

let search = null;

/** What the view draws: the board, its attacked rows and the figures; with the buffers to transfer. */
function view(steps) {
  const columns = search.columns();
  const attacked = search.attacked();
  return {
    result: {
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
    transfer: [steps.buffer, columns.buffer, attacked.buffer],
  };
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

const OPS = { open, advance };

self.onmessage = async ({ data }) => {
  const { id, op } = data;
  try {
    await ready;
    if (!OPS[op]) throw new Error(`unknown request ${op}`);
    const { result, transfer } = OPS[op](data);
    self.postMessage({ id, ok: true, result }, transfer);
  } catch (err) {
    self.postMessage({ id, ok: false, error: err && err.message ? err.message : String(err) });
  }
};
