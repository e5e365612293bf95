// The lesson's worker: the pruning race (the library's Race: every
// filling, every permutation and backtracking, one board each per tick)
// and the timing of the whole backtracking search, N by N, in this
// browser (the library's Stepper, run to its end in slices, so that the
// page never waits and a timing can be cancelled), served by the page's
// one worker protocol (worker-host.js).

import { serve, SLICE_MS } from '../worker-host.js';
import { decodeCounters } from '../decode.js';
import { Race, Racer, Stepper, race_limits as raceLimits } from '../wasm/nqueens_lab_wasm.js';

/** The runners, in the order the page draws them, by the page's names. */
const RUNNERS = [
  ['fillings', Racer.Fillings],
  ['permutations', Racer.Permutations],
  ['backtracking', Racer.Backtracking],
];

let race = null;

/** Where the race stands: each runner's boards looked at, of its total, its solutions and its last board. */
function standing() {
  return {
    n: race.n(),
    finished: race.finished(),
    runners: RUNNERS.map(([name, racer]) => ({
      name,
      looked: race.looked(racer),
      total: race.total(racer),
      solutions: race.solutions(racer),
      done: race.is_done(racer),
      board: Array.from(race.board(racer)),
      solved: race.is_solution(racer),
    })),
  };
}

function raceOpen({ n }) {
  const next = new Race(n);
  if (race) race.free();
  race = next;
  return standing();
}

function raceStep({ boards, budgetMs = SLICE_MS }) {
  if (!race) throw new Error('no race is open');
  race.step(boards, Math.min(budgetMs, SLICE_MS));
  return standing();
}

// The whole classic search of N, from its start to its end, timed here:
// the milliseconds it took and its nodes. Cancelling stops it between
// slices.
function* timeJob({ n }) {
  const search = new Stepper(n);
  try {
    const started = performance.now();
    while (!search.seek_end(SLICE_MS)) yield search.position();
    const ms = performance.now() - started;
    return { n, ms, nodes: decodeCounters(Array.from(search.counters())).nodes };
  } finally {
    search.free();
  }
}

serve({
  jobs: { 'race-open': raceOpen, 'race-step': raceStep, time: timeJob },
  lanes: { race: 'supersede', time: 'supersede' },
  info: () => {
    const [minN, maxN] = raceLimits();
    return { raceMinN: minN, raceMaxN: maxN };
  },
});
