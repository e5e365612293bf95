// Shared helpers of the end-to-end tests: serve the visualizer (the static
// site written by `nqueens site`, served by `python3 -m http.server`, or
// `nqueens serve --port 0`), launch Debian's headless Chromium through
// playwright-core, open pages that record every console error/warning, and
// read what the page shows (docs/visualizer.md names the elements).

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';

// Never let Playwright fetch a browser of its own: this machine has none to fetch.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const { chromium } = await import('playwright-core');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BINARY = process.env.NQUEENS_BIN || path.join(ROOT, 'target', 'release', 'nqueens');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SHOTS = path.join(ROOT, 'target', 'e2e');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Starts a child process that prints the URL it serves (matched by `pattern`,
 * whose first group is the URL) and resolves with { url, stop }.
 */
async function startServing(command, args, pattern, label) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let out = '';
  const killAtExit = () => { try { child.kill('SIGKILL'); } catch { /* gone */ } };
  process.on('exit', killAtExit);
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${label} printed no URL within 15 s; stdout: ${out}; stderr: ${stderr}`));
    }, 15_000);
    const look = () => {
      const m = (out + stderr).match(pattern);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    };
    child.stdout.on('data', (d) => { out += d; look(); });
    child.stderr.on('data', (d) => { stderr += d; look(); });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited early (code ${code}, signal ${signal}); stderr: ${stderr}`));
    });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
  });
  const stop = async () => {
    process.off('exit', killAtExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    const t = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(t);
  };
  return { url, stop, child, label };
}

function needBinary() {
  if (!existsSync(BINARY)) {
    throw new Error(`${BINARY} is missing: run cargo build --release -p nqueens-lab-cli first`);
  }
}

/** Starts `nqueens serve --port 0` and resolves with { url, stop }. */
export async function startServer() {
  needBinary();
  return startServing(BINARY, ['serve', '--port', '0'], /(http:\/\/127\.0\.0\.1:\d+\/)/, 'nqueens serve');
}

/** Runs `nqueens site DIR` and the CLI's output; throws if it fails. */
export function writeSite(dir) {
  needBinary();
  const result = spawnSync(BINARY, ['site', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nqueens site ${dir} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/**
 * Writes the site with `nqueens site` into a temporary directory and serves
 * it with Python's plain static file server on 127.0.0.1; { url, stop }.
 */
export async function startStaticServer() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nqueens-e2e-site-'));
  writeSite(dir);
  const server = await startServing('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '--directory', dir, '0'],
    /Serving HTTP on 127\.0\.0\.1 port (\d+)/, 'python3 -m http.server');
  const stop = server.stop;
  return {
    ...server,
    url: `http://127.0.0.1:${server.url}/`,
    stop: async () => { await stop(); rmSync(dir, { recursive: true, force: true }); },
  };
}

/** The output of the CLI (`nqueens ...args`), for expected values. */
export function cli(...args) {
  needBinary();
  const result = spawnSync(BINARY, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`nqueens ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/**
 * The counters after each of the first `steps` events of N, and the queens
 * on the board, folded from `nqueens trace N --limit steps`.
 */
export function traced(n, steps) {
  const lines = cli('trace', String(n), '--limit', String(steps)).trim().split('\n').map((line) => JSON.parse(line));
  const states = [{ step: 0, 'squares-tried': 0, nodes: 1, expanded: 1, 'dead-ends': 0, solutions: 0, depth: 0, columns: [] }];
  let s = states[0];
  for (const e of lines) {
    s = { ...s, step: e.step + 1, columns: s.columns.slice() };
    if (e.event === 'try') s['squares-tried'] += 1;
    if (e.event === 'place') {
      s.nodes += 1;
      if (e.row + 1 < n) s.expanded += 1;
      else s.solutions += 1;
      s.columns.push(e.column);
    }
    if (e.event === 'remove') s.columns.pop();
    if (e.event === 'dead_end') s['dead-ends'] += 1;
    s.depth = s.columns.length;
    states.push(s);
  }
  return { states, events: lines };
}

/** Launches headless Chromium with a fresh temporary profile. */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'nqueens-e2e-profile-'));
  // launchPersistentContext is how Playwright takes an explicit --user-data-dir.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    timeout: 60_000,
  });
  context.setDefaultTimeout(15_000);
  const close = async () => {
    await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** Every console error/warning and uncaught page error, across all pages. */
export const problems = [];

/** Failed requests and HTTP errors seen (printed as information). */
export const notes = [];

/** Waits until the page has had no request in flight for `quiet` ms. */
export async function settle(page, quiet = 200, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (page.inflight && page.inflight.size > 0) since = Date.now();
    else if (Date.now() - since >= quiet) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Opens a page that records its console problems into `problems`. The
 * guided tour, which is offered (not started) on a first visit, is marked as seen
 * unless `tour` is true.
 */
export async function newPage(context, label, { tour = false } = {}) {
  const page = await context.newPage();
  if (!tour) {
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem('nqueens-tour-seen', 'yes');
      } catch {
        // No storage: the tour opens, and the test sees it.
      }
    });
  }
  page.on('console', (msg) => {
    const type = msg.type();
    if (type === 'error' || type === 'warning') {
      const loc = msg.location();
      problems.push(`[${label}] console.${type}: ${msg.text()}` +
        (loc && loc.url ? ` (at ${loc.url}:${loc.lineNumber})` : ''));
    }
  });
  page.on('pageerror', (err) => {
    problems.push(`[${label}] pageerror: ${err && err.stack ? err.stack : err}`);
  });
  // Requests in flight, so tests can wait for the page to settle.
  const inflight = new Set();
  page.on('request', (req) => inflight.add(req));
  page.on('requestfinished', (req) => inflight.delete(req));
  page.on('requestfailed', (req) => {
    inflight.delete(req);
    const why = req.failure()?.errorText || '';
    // An aborted fetch (the page cancelling a stale request) is no fault.
    if (!why.includes('ERR_ABORTED')) notes.push(`[${label}] request failed: ${req.url()} (${why})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) notes.push(`[${label}] HTTP ${res.status()} for ${res.url()}`);
  });
  page.inflight = inflight;
  return page;
}

/** Loads the page and waits for window.nqueensReady === true. */
export async function load(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.nqueensReady === true, null, { timeout: 20_000 });
}

/** Digits of a counter element ("15,720", "15 720", "15.720" → 15720); NaN if none. */
export async function num(page, id) {
  const text = await page.locator(`#${id}`).textContent();
  const digits = (text || '').replace(/[^0-9]/g, '');
  return digits === '' ? NaN : Number(digits);
}

export const COUNTER_IDS = ['squares-tried', 'nodes', 'expanded', 'dead-ends', 'solutions', 'depth'];

/**
 * Reads the step (and the total, when shown), every counter, the queens on
 * the board and what the last event did, in the browser at once.
 */
export async function snapshot(page) {
  return page.evaluate((ids) => {
    const out = {};
    for (const id of ids) {
      const el = document.getElementById(id);
      const digits = (el ? el.textContent : '').replace(/[^0-9]/g, '');
      out[id] = digits === '' ? NaN : Number(digits);
    }
    const label = document.getElementById('step-label').textContent;
    const m = label.match(/step ([\d,]+)(?: of ([\d,]+))?/);
    out.step = m ? Number(m[1].replace(/,/g, '')) : NaN;
    out.total = m && m[2] ? Number(m[2].replace(/,/g, '')) : null;
    const columns = document.getElementById('board').dataset.columns || '';
    out.columns = columns === '' ? [] : columns.split(',').map(Number);
    out.queens = out.columns.length;
    out.event = document.getElementById('event-text').textContent;
    return out;
  }, COUNTER_IDS);
}

/**
 * Polls until every key of `expected` equals the snapshot's value, or the
 * timeout passes; returns the last snapshot (the caller asserts on it, so a
 * failure shows expected vs actual).
 */
export async function waitForSnapshot(page, expected, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let snap;
  for (;;) {
    snap = await snapshot(page);
    if (Object.entries(expected).every(([k, v]) => snap[k] === v)) return snap;
    if (Date.now() > deadline) return snap;
    await page.waitForTimeout(25);
  }
}

/** The text of #status, trimmed and lower-cased. */
export async function status(page) {
  return ((await page.locator('#status').textContent()) || '').trim().toLowerCase();
}

/** Waits until #status contains `word`; returns the final status text either way. */
export async function waitForStatus(page, word, timeout = 15_000) {
  try {
    await page.waitForFunction(
      (w) => (document.getElementById('status')?.textContent || '').toLowerCase().includes(w),
      word, { timeout, polling: 50 });
  } catch { /* the caller asserts on the returned text */ }
  return status(page);
}

/** Sets N the way a person does: type it into #n and fire `change`. */
export async function setN(page, n) {
  const input = page.locator('#n');
  await input.fill(String(n));
  await input.dispatchEvent('change');
}

/** Sets N and waits until the page shows its initial state (step 0, empty board). */
export async function loadN(page, n) {
  await setN(page, n);
  // The page has loaded N when #n holds it, no error shows and it is at step 0.
  await page.waitForFunction((want) => {
    const err = document.getElementById('error-text');
    const errText = err ? err.textContent.trim() : '';
    const step = (document.getElementById('step-label')?.textContent || '').match(/step ([\d,]+)/);
    return document.getElementById('n').value === String(want) && errText === '' && step && step[1] === '0' &&
      (document.getElementById('board').dataset.columns || '') === '' &&
      (document.getElementById('board').getAttribute('aria-label') || '').startsWith(`${want} by ${want} board`) &&
      document.body.dataset.busy === 'false';
  }, n, { timeout: 15_000, polling: 50 });
  // Let the page settle (its requests for N answered).
  await settle(page);
}

/** Waits until the page has the answer to the last request that moves the search. */
export async function settled(page, timeout = 30_000) {
  await page.waitForFunction(() => document.body.dataset.busy === 'false', null, { timeout, polling: 25 });
  // And drawn: two animation frames later.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Steps the page's search `k` times from the keyboard and waits for it to show the step. */
export async function stepForward(page, k) {
  await blur(page);
  const from = (await snapshot(page)).step;
  for (let i = 0; i < k; i++) await page.keyboard.press('ArrowRight');
  await waitForSnapshot(page, { step: from + k });
  await settled(page);
}

/** Moves #speed to its top position ("as fast as the screen draws"). */
export async function speedMax(page) {
  await page.locator('#speed').evaluate((el) => {
    el.value = el.max || '100';
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Takes focus away from any control, so keys reach the page's shortcuts. */
export async function blur(page) {
  await page.evaluate(() => {
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
  });
}

/** Saves a screenshot under target/e2e/ and returns its path. */
export async function shot(pageOrLocator, name, options = {}) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, name);
  await pageOrLocator.screenshot({ path: file, ...options });
  return file;
}

/**
 * Runs `body(page)` with a fresh page at `url` + `query`, loaded and ready,
 * at `viewport`; the page is closed afterwards. `label` prefixes its console
 * problems; `tour` as in newPage.
 */
export async function withPage(context, url, label, body, { viewport = DESKTOP, query = '', tour = false } = {}) {
  const page = await newPage(context, label, { tour });
  try {
    await page.setViewportSize(viewport);
    await load(page, url + query);
    await body(page);
  } finally {
    await page.close();
  }
}

/**
 * The static site and the browser for a test file: started before its
 * tests and stopped after them, when `reports` (a heading → lines, each
 * printed if it has any) and the requests that failed are printed.
 * Returns {server, browser}, filled in once started.
 */
export function siteAndBrowser(reports = {}) {
  const suite = { server: null, browser: null };
  before(async () => {
    suite.server = await startStaticServer();
    suite.browser = await launchBrowser();
  });
  after(async () => {
    if (suite.browser) await suite.browser.close();
    if (suite.server) await suite.server.stop();
    const all = { ...reports, 'requests that failed or got an HTTP error (information)': notes };
    for (const [heading, lines] of Object.entries(all)) {
      if (lines.length) console.log(`${heading}:\n  ${lines.join('\n  ')}`);
    }
  });
  return suite;
}
