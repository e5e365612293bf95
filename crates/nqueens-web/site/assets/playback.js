// Playing the search: the speed slider's steps per second, and the loop
// that asks the worker for the steps due at each animation frame. At full
// speed the worker runs for a few milliseconds per frame; the page draws
// only the latest snapshot, so it keeps the display's frame rate.

export const SPEED_MAX = 48;

/** Steps per second for a speed slider value (SPEED_MAX: as fast as the worker goes). */
export function stepsPerSecond(value) {
  const v = Number(value);
  if (v >= SPEED_MAX) return Infinity;
  return Math.max(1, Math.round(10 ** (v / 8)));
}

/** "1/s", "320/s", "18k/s", "full". */
export function speedLabel(value) {
  const rate = stepsPerSecond(value);
  if (rate === Infinity) return 'full';
  if (rate >= 1e6) return `${(rate / 1e6).toFixed(rate >= 1e7 ? 0 : 1)}M/s`;
  if (rate >= 1e3) return `${(rate / 1e3).toFixed(rate >= 1e4 ? 0 : 1)}k/s`;
  return `${rate}/s`;
}

/** Milliseconds of search per frame at full speed. */
const FULL_SPEED_MS = 9;

export class Player {
  /**
   * `runSteps(events, budgetMs)` asks the worker for up to `events` steps
   * and resolves when they are applied; `isFinished()` says when to stop.
   */
  constructor({ runSteps, isFinished, onStop }) {
    this.runSteps = runSteps;
    this.isFinished = isFinished;
    this.onStop = onStop;
    this.playing = false;
    this.speed = 24;
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
    const rate = stepsPerSecond(this.speed);
    let events;
    if (rate === Infinity) events = Infinity;
    else {
      this.carry += (rate * elapsed) / 1000;
      events = Math.floor(this.carry);
      if (events < 1) return;
      this.carry -= events;
    }
    this.inflight = true;
    this.runSteps(events, FULL_SPEED_MS).finally(() => {
      this.inflight = false;
    });
  }
}
