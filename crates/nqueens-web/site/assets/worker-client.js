// The page's side of the search worker (worker.js): requests with ids,
// answers as promises, progress reports, cancelling. A cancelled or
// superseded request rejects with an error whose `cancelled` is true; the
// page ignores those.

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
    this.cancelled = true;
  }
}

export class SearchWorker {
  /** `url`: the worker's module, worker.js unless a view brings its own that answers the same way. */
  constructor(url = new URL('./worker.js', import.meta.url)) {
    this.worker = new Worker(url, { type: 'module' });
    this.nextId = 1;
    this.pending = new Map(); // id → { resolve, reject, onProgress }
    this.ready = new Promise((resolve, reject) => {
      this.readyCallbacks = { resolve, reject };
    });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      const error = new Error(`the search worker failed: ${event.message || 'unknown error'}`);
      this.readyCallbacks.reject(error);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
  }

  receive(message) {
    if ('ready' in message) {
      if (message.ready) this.readyCallbacks.resolve();
      else this.readyCallbacks.reject(new Error(message.error));
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
   * Sends `{op, ...args}` in `lane` ("nav" moves the search and supersedes
   * the request running there). Returns {id, promise}.
   */
  request(op, args = {}, { lane = 'nav', onProgress = null } = {}) {
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
    });
    this.worker.postMessage({ ...args, id, op, lane });
    return { id, promise };
  }

  cancel(id) {
    if (this.pending.has(id)) this.worker.postMessage({ op: 'cancel', target: id });
  }
}
