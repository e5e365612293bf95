// The one protocol of every worker of the page: the main search's
// (worker.js) and each learner view's (views/*-worker.js). A worker module
// names its jobs and calls `serve`; this owns the rest: loading the
// WebAssembly module, the messages, the lanes, the slices, cancelling,
// progress and errors. The page's side is worker-client.js.
//
// Messages in: {id, op, lane?, ...args}, and {op: "cancel", target: id}.
// Messages out: {ready: true, info} once the module is loaded (or
// {ready: false, error}); {id, ok: true, result} or {id, ok: false, error}
// or {id, ok: false, cancelled: true}; {id, progress} while a job works.
//
// A job is a function of the request. It returns its result at once, or a
// generator that yields its progress (a number, or null) between slices of
// about SLICE_MS of work and returns its result; a cancelled generator is
// closed, so its `finally` blocks run. A result made with `transferred`
// hands its buffers over instead of copying them.
//
// Each lane runs its requests one at a time, in the order they came; its
// policy says what a new request does to those already there:
//   "queue"          waits its turn;
//   "supersede-long" cancels the lane's long requests (those `long` says
//                    are: a jump, not a step), running or waiting, and
//                    waits behind the others;
//   "supersede"      cancels whatever the lane has running or waiting.
// Requests whose op is in `resets` cancel everything in every lane and are
// answered at once, before any request that follows.

import init from './wasm/nqueens_lab_wasm.js';

/** Milliseconds of work per slice: the worker reads its messages between slices. */
export const SLICE_MS = 12;

/** A result whose buffers (ArrayBuffers) are moved to the page, not copied. */
export function transferred(result, buffers) {
  return { [TRANSFER]: true, result, buffers };
}

const TRANSFER = Symbol('transferred');

function message(err) {
  return err && err.message ? err.message : String(err);
}

function isGenerator(value) {
  return value && typeof value.next === 'function' && typeof value.return === 'function';
}

/**
 * Serves `jobs` (op → function of the request). `lanes` maps a lane's name
 * to its policy (the request's `lane`, or "main"); `resets` lists the ops
 * that start everything over; `long(request)` says which requests a
 * "supersede-long" lane cancels (a jump, not a step); `quiet(request)`
 * which requests cancel nothing in their lane (they wait their turn, as
 * the end of a drag waits for its last jump); `info()`, called
 * once the module is loaded, gives what the ready message carries to the
 * page.
 */
export function serve({ jobs, lanes = { main: 'queue' }, resets = [], long = null, quiet = null, info = () => null }) {
  const wasm = new URL('./wasm/nqueens_lab_wasm_bg.wasm', import.meta.url);
  const ready = init({ module_or_path: wasm });
  const running = new Map(); // lane → { current: entry | null, queue: entry[] }
  const resetOps = new Set(resets);

  const post = (data, buffers = []) => self.postMessage(data, buffers);

  const answer = (id, value) => {
    if (value && value[TRANSFER]) post({ id, ok: true, result: value.result }, value.buffers);
    else post({ id, ok: true, result: value });
  };

  const cancel = (entry) => {
    if (entry.job) {
      try {
        entry.job.return(undefined);
      } catch {
        // A job that fails while stopping is cancelled all the same.
      }
    }
    post({ id: entry.id, ok: false, cancelled: true });
  };

  const laneOf = (name) => {
    if (!running.has(name)) running.set(name, { current: null, queue: [] });
    return running.get(name);
  };

  const cancelAll = () => {
    for (const lane of running.values()) {
      if (lane.current) cancel(lane.current);
      lane.current = null;
      for (const entry of lane.queue.splice(0)) cancel(entry);
    }
  };

  let pumping = false;
  const tick = new MessageChannel();
  const schedule = () => {
    if (!pumping) {
      pumping = true;
      tick.port2.postMessage(null);
    }
  };

  // Starts an entry's job: a plain result is answered at once (false),
  // a generator becomes the entry's job (true).
  const start = (entry) => {
    let made;
    try {
      made = entry.make();
    } catch (err) {
      post({ id: entry.id, ok: false, error: message(err) });
      return false;
    }
    if (!isGenerator(made)) {
      answer(entry.id, made);
      return false;
    }
    entry.job = made;
    return true;
  };

  // One slice of each lane's current job, then again while any has work.
  tick.port1.onmessage = () => {
    pumping = false;
    let busy = false;
    for (const lane of running.values()) {
      while (!lane.current && lane.queue.length) {
        const next = lane.queue.shift();
        if (start(next)) lane.current = next;
      }
      const entry = lane.current;
      if (!entry) continue;
      busy = true;
      let step;
      try {
        step = entry.job.next();
      } catch (err) {
        lane.current = null;
        post({ id: entry.id, ok: false, error: message(err) });
        continue;
      }
      if (step.done) {
        lane.current = null;
        answer(entry.id, step.value);
      } else if (step.value !== null && step.value !== undefined) {
        post({ id: entry.id, progress: step.value });
      }
    }
    if (busy) schedule();
  };

  self.onmessage = async (event) => {
    const request = event.data;
    try {
      await ready;
    } catch {
      post({ id: request.id, ok: false, error: 'the WebAssembly module did not load' });
      return;
    }
    if (request.op === 'cancel') {
      for (const lane of running.values()) {
        if (lane.current && lane.current.id === request.target) {
          cancel(lane.current);
          lane.current = null;
        }
        const waiting = lane.queue.findIndex((entry) => entry.id === request.target);
        if (waiting >= 0) cancel(lane.queue.splice(waiting, 1)[0]);
      }
      return;
    }
    const make = jobs[request.op];
    if (!make) {
      post({ id: request.id, ok: false, error: `unknown request ${request.op}` });
      return;
    }
    if (resetOps.has(request.op)) cancelAll();
    const name = request.lane || 'main';
    const policy = lanes[name];
    if (!policy) {
      post({ id: request.id, ok: false, error: `unknown lane ${name}` });
      return;
    }
    const lane = laneOf(name);
    // A quiet request waits its turn in any lane, cancelling nothing.
    const supersedes = !(quiet && quiet(request));
    if (supersedes && (policy === 'supersede' || policy === 'supersede-long')) {
      const goes = (entry) => policy === 'supersede' || entry.long;
      if (lane.current && goes(lane.current)) {
        cancel(lane.current);
        lane.current = null;
      }
      lane.queue = lane.queue.filter((entry) => {
        if (goes(entry)) cancel(entry);
        return !goes(entry);
      });
    }
    const entry = { id: request.id, make: () => make(request), job: null, long: Boolean(long && long(request)) };
    if (!lane.current && lane.queue.length === 0) {
      // An idle lane starts the job at once: a short one is answered now.
      if (start(entry)) {
        lane.current = entry;
        schedule();
      }
      return;
    }
    lane.queue.push(entry);
    schedule();
  };

  ready.then(
    () => post({ ready: true, info: info() }),
    (err) => post({ ready: false, error: `the WebAssembly module did not load: ${message(err)}` }),
  );
}
