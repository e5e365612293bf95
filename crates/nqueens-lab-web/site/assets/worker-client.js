// The page's side of every worker (worker-host.js is the other): requests
// with ids, answers as promises, progress reports, cancelling. A cancelled
// or superseded request rejects with an error whose `cancelled` is true,
// which the page ignores (see `isCancelled`).

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
    this.cancelled = true;
  }
}

/** Whether `err` is a request cancelled or superseded, not a failure. */
export function isCancelled(err) {
  return Boolean(err && err.cancelled);
}

export class WorkerClient {
  /**
   * `url`: the worker's module (one that calls worker-host.js's `serve`);
   * `name`: how errors name it ("the search worker").
   */
  constructor(url, name = 'the worker') {
    this.name = name;
    this.worker = new Worker(url, { type: 'module' });
    this.nextId = 1;
    this.pending = new Map(); // id → { resolve, reject, onProgress }
    /** Resolves with what the worker's `info` gave, once its module is loaded. */
    this.ready = new Promise((resolve, reject) => {
      this.started = { resolve, reject };
    });
    // A worker that never loads rejects `ready`; the page reports that.
    this.ready.catch(() => {});
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.broken(new Error(`${this.name} failed: ${event.message || 'it did not load'}`));
    };
  }

  broken(error) {
    this.started.reject(error);
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  receive(message) {
    if ('ready' in message) {
      if (message.ready) this.started.resolve(message.info);
      else this.started.reject(new Error(message.error));
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    if ('progress' in message) {
      if (entry.onProgress) entry.onProgress(message.progress);
      return;
    }
    this.pending.delete(message.id);
    if (message.ok) entry.resolve(message.result);
    else if (message.cancelled) entry.reject(new Cancelled());
    else entry.reject(new Error(message.error));
  }

  /**
   * Sends `{op, ...args}` in `lane` (the worker's lanes say what a new
   * request does to those already there). Returns {id, promise}.
   */
  request(op, args = {}, { lane = undefined, onProgress = null } = {}) {
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
    });
    this.worker.postMessage({ ...args, id, op, lane });
    return { id, promise };
  }

  /** Cancels request `id`, if it is still pending. */
  cancel(id) {
    if (this.pending.has(id)) this.worker.postMessage({ op: 'cancel', target: id });
  }
}
