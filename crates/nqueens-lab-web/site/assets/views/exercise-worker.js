// The exercise's worker: the learner's Python, run by Pyodide (Python in
// WebAssembly, from the site's own files: assets/vendor/pyodide/), checked
// by the project's checker (assets/python/nqueens_checker.py, the Python
// package's nqueens_lab/_checker.py: the same tests and the same words as
// `python -m nqueens_lab.check`) against the library's own solutions (the
// WebAssembly module's classic search).
//
// Python runs in this worker and blocks it while it runs: the page stops a
// run that must stop by terminating the worker (and starts a new one), so
// this worker has no cancelling of its own. Each request is answered with
// messages {id, ...}: {id, kind: "testing", n, timeoutMessage} before and
// {id, kind: "result", result} after each n checked, and {id, kind:
// "done", ...} or {id, kind: "error", message} at the end; results and
// ends carry `printed`, what the learner's code printed meanwhile.
//
// Once Python is loaded, each request is first answered {id, kind:
// "loaded"}: the page's clock for the request starts then.
//
// Requests (the first loads Python): {op: "check", source, ns, timeLimit,
// goOn} (goOn: test every n, not only up to the first that fails); {op:
// "trace", source, n, maxEvents, timeLimit}; {op: "time", source, ns}.

import init, { Stepper } from '../wasm/nqueens_lab_wasm.js';

/** The name the learner's code has in the checker's messages and tracebacks. */
const FILENAME = 'solve_n_queens.py';

/** At most this much of what the learner's code prints is kept, per request. */
const PRINTED_MAX_CHARS = 20000;

let python = null; // the loading of Pyodide and the checker, once

/** Pyodide, the checker module and the library, loaded once. */
function loadPython() {
  if (!python) python = start();
  return python;
}

async function start() {
  const wasm = init({ module_or_path: new URL('../wasm/nqueens_lab_wasm_bg.wasm', import.meta.url) });
  let loader;
  try {
    loader = await import('../vendor/pyodide/pyodide.mjs');
  } catch {
    throw new Error(
      'This copy of the page has no Python in it: Pyodide\'s files (about 13 MB) were not built into it. ' +
        'The published site has them; on your own machine, python -m nqueens_lab.check checks the same function.',
    );
  }
  const pyodide = await loader.loadPyodide({
    indexURL: new URL('../vendor/pyodide/', import.meta.url).href,
    stdout: (line) => printed(line),
    stderr: (line) => printed(line),
  });
  const checker = await fetch(new URL('../python/nqueens_checker.py', import.meta.url));
  if (!checker.ok) throw new Error(`the checker did not load (${checker.status})`);
  pyodide.FS.writeFile('/home/pyodide/nqueens_checker.py', await checker.text());
  pyodide.runPython(GLUE);
  await wasm;
  return pyodide;
}

// Between JavaScript and the checker: JSON both ways, so that nothing of
// Python's stays alive in JavaScript. `_load` gives the learner's function
// or the checker's one-line reason it cannot be used.
const GLUE = `
import json
import sys
sys.path.insert(0, "/home/pyodide")
import nqueens_checker as checker

def _load(source):
    try:
        return checker.load_solver(source, ${JSON.stringify(FILENAME)}), None
    except checker.CheckerLoadError as error:
        return None, str(error)
`;

// ---- what the learner's code prints -------------------------------------------

let printedText = '';
let printedCut = false;

function printed(line) {
  if (printedText.length >= PRINTED_MAX_CHARS) {
    printedCut = true;
    return;
  }
  printedText += `${line}\n`;
}

function takePrinted() {
  let text = printedText.slice(0, PRINTED_MAX_CHARS);
  if (printedCut || printedText.length > PRINTED_MAX_CHARS) text += '… (the rest is not shown)\n';
  printedText = '';
  printedCut = false;
  return text;
}

// ---- the library's answers ------------------------------------------------------

/**
 * Every solution of N by the library's classic search, as lists of
 * columns; for N = 0 the one empty placement (the Python package's
 * solve_n_queens(0) answers [[]] too).
 */
function librarySolutions(n) {
  if (n === 0) return [[]];
  const search = new Stepper(n);
  const found = [];
  try {
    for (;;) {
      const batch = search.run(Infinity, Infinity, Infinity, 1 << 20, 1000);
      const columns = batch.solutions();
      batch.free();
      for (let i = 0; i < columns.length; i += n) found.push(Array.from(columns.subarray(i, i + n)));
      if (search.is_finished()) return found;
    }
  } finally {
    search.free();
  }
}

// ---- requests ---------------------------------------------------------------------

/**
 * Runs `code` (Python, whose last expression is a JSON string) with
 * `values` set as Python globals (each from JSON) and `_solve` the
 * learner's function; returns the JSON read back.
 */
function run(pyodide, solve, code, values = {}) {
  const globals = pyodide.globals;
  globals.set('_solve', solve);
  for (const [name, value] of Object.entries(values)) globals.set(`_${name}_json`, JSON.stringify(value));
  const prelude = Object.keys(values).map((name) => `_${name} = json.loads(_${name}_json)`).join('\n');
  try {
    return JSON.parse(pyodide.runPython(`${prelude}\n${code}`));
  } finally {
    globals.delete('_solve');
  }
}

/**
 * The learner's function, or null when their code cannot be used: then the
 * checker's reason is posted as the request's end.
 */
function loadSolver(pyodide, id, source) {
  const answer = pyodide.globals.get('_load')(source);
  try {
    const [solve, error] = [answer.get(0), answer.get(1)];
    if (error === undefined || error === null) return solve;
    self.postMessage({ id, kind: 'error', loadError: true, message: error, printed: takePrinted() });
    return null;
  } finally {
    answer.destroy();
  }
}

/** Runs `job(solve)` with the learner's function, then lets go of it. */
function withSolver(pyodide, id, source, job) {
  const solve = loadSolver(pyodide, id, source);
  if (!solve) return;
  try {
    job(solve);
  } finally {
    solve.destroy();
  }
}

// The tests, n by n. The checker's own deadline is off (`time_limit`
// None: it would trace every line, and slow the code about five times);
// the page stops a test that takes too long by ending this worker, and
// says so in the checker's words, sent before each test.
function check(pyodide, { id, source, ns, timeLimit, goOn }) {
  withSolver(pyodide, id, source, (solve) => {
    const results = [];
    for (const n of ns) {
      const timeout = run(pyodide, solve, 'json.dumps(checker.timeout_message(_n, _limit))', { n, limit: timeLimit });
      self.postMessage({ id, kind: 'testing', n, timeoutMessage: timeout });
      const result = run(pyodide, solve,
        `json.dumps(checker.check_one(_solve, _n, _reference, time_limit=None, filename=${JSON.stringify(FILENAME)}))`,
        { n, reference: librarySolutions(n) });
      results.push(result);
      self.postMessage({ id, kind: 'result', result, printed: takePrinted() });
      if (!result.ok && !goOn) break;
    }
    const report = run(pyodide, solve, 'json.dumps(checker.summarize(_results))', { results });
    self.postMessage({ id, kind: 'done', report, printed: takePrinted() });
  });
}

// The learner's search at n, its events beside the lesson's, and where
// they part.
function trace(pyodide, { id, source, n, maxEvents, timeLimit }) {
  withSolver(pyodide, id, source, (solve) => {
    const result = run(pyodide, solve, `
_learner = checker.trace_search(_solve, _n, max_events=_max, time_limit=_limit, filename=${JSON.stringify(FILENAME)})
_lesson = checker.lesson_events(_n, max_events=_max)
_parting = None
if _learner["followed"]:
    _parting = checker.first_divergence(
        _learner["events"], _lesson,
        learner_complete=not _learner["truncated"] and _learner["ended"] in ("returned", "exception"),
        lesson_complete=len(_lesson) < _max)
json.dumps({"learner": _learner, "lesson": _lesson, "divergence": _parting})
`, { n, max: maxEvents, limit: timeLimit });
    self.postMessage({ id, kind: 'done', ...result, printed: takePrinted() });
  });
}

// The learner's times against the lesson's search, in this Python. No
// deadline of the checker's: in Pyodide it would trace the learner's code
// (about five times slower) and not the lesson's; the page ends a timing
// that takes too long.
function time(pyodide, { id, source, ns }) {
  withSolver(pyodide, id, source, (solve) => {
    const timing = run(pyodide, solve,
      `json.dumps(checker.time_solvers(_solve, _ns, time_limit=None, filename=${JSON.stringify(FILENAME)}))`,
      { ns });
    self.postMessage({ id, kind: 'done', timing, printed: takePrinted() });
  });
}

const JOBS = { check, trace, time };

self.onmessage = async ({ data }) => {
  const job = JOBS[data.op];
  if (!job) {
    self.postMessage({ id: data.id, kind: 'error', message: `unknown request ${data.op}` });
    return;
  }
  try {
    const pyodide = await loadPython();
    self.postMessage({ id: data.id, kind: 'loaded' });
    takePrinted();
    job(pyodide, data);
  } catch (err) {
    self.postMessage({ id: data.id, kind: 'error', message: err && err.message ? err.message : String(err), printed: takePrinted() });
  }
};

