// Playing a search, the page's or a learner view's: the loop that asks a
// worker for the steps due at each animation frame (speed.js says how many
// a second). At full speed the worker runs for a few milliseconds per
// frame; the page draws only the latest snapshot, so it keeps the
// display's frame rate.

/** Milliseconds of search per frame at full speed. */
const FULL_SPEED_MS = 9;

/**
 * The loop that plays a search: at each animation frame it asks for the
 * steps due at `rate()` steps a second (Infinity: as many as the worker
 * takes in a few milliseconds), one request at a time. The page's search
 * and the local-search view both play through it.
 */
export class Player {
  /**
   * `rate()` is the speed now, in steps a second; `runSteps(events,
   * budgetMs)` asks the worker for up to `events` steps and resolves when
   * they are applied; `isFinished()` says when to stop, and then
   * `onStop()` is called.
   */
  constructor({ rate, runSteps, isFinished, onStop }) {
    this.rate = rate;
    this.runSteps = runSteps;
    this.isFinished = isFinished;
    this.onStop = onStop;
    this.playing = false;
    this.inflight = false;
    this.carry = 0;
    this.lastTime = 0;
    this.frame = (now) => this.tick(now);
  }

  play() {
    if (this.playing) return;
    this.playing = true;
    this.carry = 0;
    this.lastTime = performance.now();
    requestAnimationFrame(this.frame);
  }

  pause() {
    this.playing = false;
  }

  tick(now) {
    if (!this.playing) return;
    if (this.isFinished()) {
      this.playing = false;
      this.onStop();
      return;
    }
    requestAnimationFrame(this.frame);
    const elapsed = Math.min(250, now - this.lastTime);
    this.lastTime = now;
    if (this.inflight) return;
    const rate = this.rate();
    let events;
    if (rate === Infinity) events = Infinity;
    else {
      // At most a quarter second's worth at once, after a stall.
      this.carry = Math.min(this.carry + (rate * elapsed) / 1000, Math.max(1, rate / 4));
      events = Math.floor(this.carry);
      if (events < 1) return;
      this.carry -= events;
    }
    this.inflight = true;
    Promise.resolve(this.runSteps(events, FULL_SPEED_MS)).finally(() => {
      this.inflight = false;
    });
  }
}
