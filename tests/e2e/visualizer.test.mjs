// End-to-end tests of the nqueens visualizer (`nqueens serve`) in real
// headless Chromium, against the page contract of crates/nqueens-web/API.md.
// Run: bash scripts/e2e.sh (or `node --test tests/e2e/` after a release build).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import {
  DESKTOP, PHONE, api, blur, launchBrowser, load, loadN, newPage, notes, num, problems,
  setN, settle, shot, snapshot, speedMax, startServer, status, waitForSnapshot, waitForStatus,
} from './harness.mjs';

let server;
let browser;
const shots = [];
const measures = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
  for (const line of measures) console.log(line);
  if (shots.length) console.log(`screenshots:\n  ${shots.join('\n  ')}`);
  if (notes.length) console.log(`requests that failed or got an HTTP error (information):\n  ${notes.join('\n  ')}`);
});

/** Runs `body` with a fresh desktop page at the visualizer, loaded and ready. */
async function withPage(label, body, { viewport = DESKTOP } = {}) {
  const page = await newPage(browser.context, label);
  try {
    await page.setViewportSize(viewport);
    await load(page, server.url);
    await body(page);
  } finally {
    await page.close();
  }
}

function report(line) {
  measures.push(line);
  console.log(line);
}

/** Clicks a control and waits until #step shows `step`. */
async function clickTo(page, id, step) {
  await page.click(`#${id}`);
  return waitForSnapshot(page, { step });
}

/** The counters the page should show at `step` of N, from the API. */
async function expectedAt(n, step) {
  const s = await api(server.url, `/api/state?n=${n}&step=${step}`);
  const c = s.counters;
  return {
    step: s.step,
    'squares-tried': c.squares_tried,
    nodes: c.nodes,
    expanded: c.expanded,
    'dead-ends': c.dead_ends,
    solutions: c.solutions,
    depth: c.depth,
    queens: s.columns.length,
  };
}

const FINAL = {
  4: { 'squares-tried': 60, nodes: 17, expanded: 15, 'dead-ends': 4, solutions: 2, depth: 0, queens: 0 },
  8: { 'squares-tried': 15720, nodes: 2057, expanded: 1965, 'dead-ends': 644, solutions: 92, depth: 0, queens: 0 },
};

const CONTRACT = {
  n: 'input', error: null, play: null, 'step-forward': null, 'step-back': null,
  'next-solution': null, 'next-dead-end': null, 'to-end': null, 'to-start': null,
  speed: 'input', timeline: 'input', step: null, 'squares-tried': null, nodes: null,
  expanded: null, 'dead-ends': null, solutions: null, depth: null, board: 'svg',
  gallery: null, tree: 'svg', 'chart-shrink': 'canvas', 'chart-dead-ends': 'canvas',
  'counts-table': null, fundamental: null, symmetries: null, status: null,
};

test('the page loads, first paint is measured, and every element of the contract is there', async () => {
  await withPage('load', async (page) => {
    const paint = () => page.evaluate(() => new Promise((resolve) => {
      const nav = performance.getEntriesByType('navigation')[0];
      const done = (fcp) => resolve({ fcp, dcl: nav ? nav.domContentLoadedEventEnd : null, load: nav ? nav.loadEventEnd : null });
      const found = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      if (found) return done(found.startTime);
      new PerformanceObserver((list) => {
        const e = list.getEntries().find((x) => x.name === 'first-contentful-paint');
        if (e) done(e.startTime);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(() => done(null), 5_000);
    }));
    const ms = (v) => (v === null || v === undefined ? 'none recorded' : `${Math.round(v)} ms`);
    const cold = await paint();
    await load(page, server.url); // again, with the browser warm
    const warm = await paint();
    assert.ok(cold.fcp !== null, 'a first-contentful-paint entry is recorded');
    report(`first-contentful-paint: ${ms(cold.fcp)} (first load in a fresh profile; DOMContentLoaded ${ms(cold.dcl)}, ` +
      `load ${ms(cold.load)}); ${ms(warm.fcp)} on a second load`);

    const found = await page.evaluate((contract) => Object.fromEntries(Object.entries(contract).map(([id]) => {
      const el = document.getElementById(id);
      return [id, el ? { tag: el.tagName.toLowerCase(), type: el.getAttribute('type'),
        min: el.getAttribute('min'), max: el.getAttribute('max') } : null];
    })), CONTRACT);
    const missing = Object.keys(CONTRACT).filter((id) => !found[id]);
    assert.deepEqual(missing, [], `elements of the contract missing: ${missing.join(', ')}`);
    const wrongTag = Object.entries(CONTRACT)
      .filter(([id, tag]) => tag && found[id].tag !== tag)
      .map(([id, tag]) => `#${id}: expected <${tag}>, got <${found[id].tag}>`);
    assert.deepEqual(wrongTag, []);
    assert.equal(found.n.type, 'number', '#n is an <input type="number">');
    assert.equal(found.n.min, '1', '#n min');
    assert.equal(found.n.max, '20', '#n max');
    assert.equal(found.speed.type, 'range', '#speed is an <input type="range">');
    assert.equal(found.timeline.type, 'range', '#timeline is an <input type="range">');
    assert.match(await status(page), /ready/, '#status once loaded');
    assert.equal(await num(page, 'step'), 0, '#step once loaded');
    assert.equal((await page.locator('#error').textContent()).trim(), '', '#error once loaded');

    await loadN(page, 8);
    assert.equal(await num(page, 'step'), 0);
    shots.push(await shot(page, '01-desktop-n8.png', { fullPage: true }));
  });
});

test('N = 4 plays to the end: 60 squares tried, 17 nodes, 15 expanded, 4 dead ends, 2 solutions', async () => {
  await withPage('play-4', async (page) => {
    const stats = await api(server.url, '/api/stats?n=4');
    await loadN(page, 4);
    await speedMax(page);
    await page.click('#play');
    const st = await waitForStatus(page, 'finished', 60_000);
    assert.match(st, /finished/, '#status after playing N = 4 through');
    const snap = await waitForSnapshot(page, { step: stats.total_steps, ...FINAL[4] }, 5_000);
    assert.deepEqual(snap, { step: stats.total_steps, ...FINAL[4] });
    assert.equal(await page.locator('#gallery .solution').count(), 2, '#gallery .solution after N = 4');
    shots.push(await shot(page, '02-desktop-n4-finished.png', { fullPage: true }));
  });
});

test('stepping back retraces the counters and the board exactly', async () => {
  await withPage('step-back', async (page) => {
    const n = 4;
    const { total_steps: total } = await api(server.url, `/api/stats?n=${n}`);
    await loadN(page, n);

    // From the end, one step back: the last event (the final `remove`) is undone.
    await page.click('#to-end');
    let snap = await waitForSnapshot(page, { step: total, ...FINAL[n] });
    assert.deepEqual(snap, { step: total, ...FINAL[n] }, 'the end of N = 4');
    assert.match(await waitForStatus(page, 'finished'), /finished/);
    snap = await clickTo(page, 'step-back', total - 1);
    assert.deepEqual(snap, await expectedAt(n, total - 1), 'one step back from the end');
    assert.equal(snap.queens, 1, 'stepping back over the final remove puts its queen back');

    // To the start, forward k steps recording everything, then back k steps.
    snap = await clickTo(page, 'to-start', 0);
    assert.deepEqual(snap, await expectedAt(n, 0), 'the start');
    const k = 40;
    const forward = [snap];
    for (let i = 1; i <= k; i++) {
      snap = await clickTo(page, 'step-forward', i);
      assert.deepEqual(snap, await expectedAt(n, i), `after step-forward to step ${i}`);
      forward.push(snap);
    }
    const queenCounts = forward.map((s) => s.queens);
    assert.ok(queenCounts.some((q, i) => i > 0 && q > queenCounts[i - 1]), 'the first steps include a place');
    assert.ok(queenCounts.some((q, i) => i > 0 && q < queenCounts[i - 1]), 'the first steps include a remove');
    for (let i = k - 1; i >= 0; i--) {
      snap = await clickTo(page, 'step-back', i);
      assert.deepEqual(snap, forward[i], `step-back to step ${i} retraces step-forward`);
    }
  });
});

test('the timeline seeks to a step and the page shows that step\'s state', async () => {
  await withPage('timeline', async (page) => {
    const n = 6;
    await loadN(page, n);
    const before = await num(page, 'step');
    await page.locator('#timeline').evaluate((el) => {
      const min = Number(el.min || 0);
      const max = Number(el.max || 100);
      el.value = String(Math.round(min + (max - min) / 2));
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForFunction((b) => Number((document.getElementById('step').textContent || '')
      .replace(/[^0-9]/g, '')) !== b, before, { timeout: 10_000, polling: 50 });
    await settle(page);
    const snap = await snapshot(page);
    assert.ok(snap.step > 0, 'moving the timeline to its middle moves #step');
    assert.deepEqual(snap, await expectedAt(n, snap.step), `the state shown at step ${snap.step}`);
  });
});

test('N = 8: jumps to the next solution, the next dead end and the end (92 solutions)', async () => {
  await withPage('jumps-8', async (page) => {
    const n = 8;
    const stats = await api(server.url, `/api/stats?n=${n}`);
    await loadN(page, n);

    const sol = await api(server.url, `/api/seek?n=${n}&from=0&target=solution`);
    let snap = await clickTo(page, 'next-solution', sol.step);
    assert.deepEqual(snap, await expectedAt(n, sol.step), '#next-solution from the start');
    assert.equal(snap.solutions, 1);
    assert.equal(await page.locator('#gallery .solution').count(), 1, '#gallery .solution after the first solution');

    const dead = await api(server.url, `/api/seek?n=${n}&from=${sol.step}&target=dead_end`);
    snap = await clickTo(page, 'next-dead-end', dead.step);
    assert.deepEqual(snap, await expectedAt(n, dead.step), '#next-dead-end after the first solution');

    await page.click('#to-end');
    snap = await waitForSnapshot(page, { step: stats.total_steps, ...FINAL[n] });
    assert.deepEqual(snap, { step: stats.total_steps, ...FINAL[n] }, 'the end of N = 8');
    assert.match(await waitForStatus(page, 'finished'), /finished/);
    await settle(page);
    const gallery = await page.locator('#gallery .solution').count();
    assert.ok(gallery >= 1 && gallery <= 92, `#gallery shows 1..92 solutions at the end, got ${gallery}`);

    // Both charts have drawn something by now.
    const charts = await page.evaluate(() => ['chart-shrink', 'chart-dead-ends'].map((id) => {
      const c = document.getElementById(id);
      if (!c || !c.width || !c.height) return { id, drawn: false, why: 'no size' };
      const ctx = c.getContext('2d');
      if (!ctx) return { id, drawn: true, why: 'not a 2d canvas; not inspected' };
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) inked++;
      return { id, drawn: inked > 0, why: `${inked} non-transparent pixels` };
    }));
    for (const c of charts) assert.ok(c.drawn, `#${c.id} is drawn (${c.why})`);
  });
});

test('an out-of-range N shows an error naming the range 1 to 20', async () => {
  await withPage('bad-n', async (page) => {
    await loadN(page, 5);
    for (const bad of [25, 0]) {
      await setN(page, bad);
      const err = page.locator('#error');
      await page.waitForFunction(() => (document.getElementById('error')?.textContent || '').trim() !== '',
        null, { timeout: 10_000, polling: 50 }).catch(() => {});
      const text = ((await err.textContent()) || '').trim();
      assert.ok(await err.isVisible(), `#error is visible for N = ${bad} (text: ${JSON.stringify(text)})`);
      assert.match(text, /\b1\b[^0-9]*\b20\b/, `#error for N = ${bad} names the range 1 to 20`);
    }
    // A good N again clears the error.
    await loadN(page, 6);
    const err = page.locator('#error');
    assert.ok(((await err.textContent()) || '').trim() === '' || !(await err.isVisible()),
      '#error is empty or hidden after a valid N');
  });
});

test('keyboard shortcuts: arrows, Home, e, s, d, Space and +/-', async () => {
  await withPage('keys', async (page) => {
    const n = 6;
    const stats = await api(server.url, `/api/stats?n=${n}`);
    await loadN(page, n);
    await blur(page);
    const press = async (key, expected, what) => {
      await page.keyboard.press(key);
      const snap = await waitForSnapshot(page, expected);
      for (const [k, v] of Object.entries(expected)) assert.equal(snap[k], v, `${what}: #${k}`);
      return snap;
    };
    await press('ArrowRight', { step: 1 }, '→ steps forward');
    await press('ArrowRight', { step: 2 }, '→ steps forward');
    await press('ArrowLeft', { step: 1 }, '← steps back');
    await press('e', { step: stats.total_steps, solutions: stats.solutions }, 'e jumps to the end');
    await press('Home', { step: 0, solutions: 0 }, 'Home jumps to the start');
    const sol = await api(server.url, `/api/seek?n=${n}&from=0&target=solution`);
    await press('s', { step: sol.step, solutions: 1 }, 's jumps to the next solution');
    const dead = await api(server.url, `/api/seek?n=${n}&from=${sol.step}&target=dead_end`);
    await press('d', { step: dead.step, 'dead-ends': dead.counters.dead_ends }, 'd jumps to the next dead end');

    // +/- move the speed control.
    const speed = page.locator('#speed');
    await speed.evaluate((el) => {
      el.value = String(Math.round((Number(el.min || 1) + Number(el.max || 100)) / 2));
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await blur(page);
    const mid = Number(await speed.inputValue());
    await page.keyboard.press('+');
    const up = Number(await speed.inputValue());
    assert.ok(up > mid, `+ raises #speed (${mid} → ${up})`);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    const down = Number(await speed.inputValue());
    assert.ok(down < up, `- lowers #speed (${up} → ${down})`);

    // Space plays and pauses.
    await page.keyboard.press(' ');
    assert.match(await waitForStatus(page, 'playing', 5_000), /playing/, 'Space starts playing');
    const at = await num(page, 'step');
    await page.waitForFunction((s) => Number((document.getElementById('step').textContent || '')
      .replace(/[^0-9]/g, '')) > s, at, { timeout: 10_000, polling: 50 });
    await page.keyboard.press(' ');
    assert.match(await waitForStatus(page, 'paused', 5_000), /paused/, 'Space pauses');
    const paused = await num(page, 'step');
    await page.waitForTimeout(500);
    assert.equal(await num(page, 'step'), paused, '#step holds while paused');
  });
});

test('the search tree of N = 5 is drawn', async () => {
  await withPage('tree-5', async (page) => {
    const n = 5;
    await loadN(page, n);
    await page.click('#to-end');
    await waitForStatus(page, 'finished');
    await settle(page);
    const tree = page.locator('#tree');
    await tree.scrollIntoViewIfNeeded();
    const drawn = await tree.evaluate((el) => ({
      shapes: el.querySelectorAll('circle, rect, path, line, polyline, ellipse, use').length,
      box: el.getBoundingClientRect().toJSON(),
    }));
    assert.ok(drawn.box.width > 0 && drawn.box.height > 0, `#tree has a size (${JSON.stringify(drawn.box)})`);
    const { nodes } = await api(server.url, `/api/tree?n=${n}`);
    assert.ok(drawn.shapes >= nodes.length - 1,
      `#tree draws the ${nodes.length} nodes (found ${drawn.shapes} shapes)`);
    // The tree's panel: the drawing with its caption and key.
    const panel = tree.locator('xpath=ancestor::section[1]');
    shots.push(await shot((await panel.count()) ? panel : tree, '03-tree-n5.png'));
  });
});

test('the fundamental solutions of N = 8 and the 8 symmetries of one', async () => {
  await withPage('fundamental-8', async (page) => {
    const n = 8;
    await loadN(page, n);
    const { classes } = await api(server.url, `/api/fundamental?n=${n}`);
    const items = page.locator('#fundamental .fundamental');
    await page.waitForFunction((want) => document.querySelectorAll('#fundamental .fundamental').length === want,
      classes.length, { timeout: 10_000 }).catch(() => {});
    assert.equal(await items.count(), classes.length, '#fundamental .fundamental for N = 8');
    assert.equal(classes.length, 12);

    const table = await page.locator('#counts-table').evaluate((el) => ({
      rows: el.querySelectorAll('tr').length, text: el.textContent,
    }));
    assert.ok(table.rows > 1, `#counts-table has rows (${table.rows})`);
    assert.match(table.text, /92/, '#counts-table holds the 92 solutions of N = 8');

    await items.nth(1).scrollIntoViewIfNeeded();
    await items.nth(1).click();
    await settle(page);
    const sym = page.locator('#symmetries');
    await page.waitForFunction(() => {
      const el = document.getElementById('symmetries');
      return el && el.children.length > 0;
    }, null, { timeout: 10_000 }).catch(() => {});
    const shown = await sym.evaluate((el) => ({
      boards: el.querySelectorAll('svg').length,
      queens: el.querySelectorAll('.queen').length,
      text: el.textContent.trim().slice(0, 400),
    }));
    assert.ok(shown.boards >= 8 || shown.queens >= 8 * n,
      `#symmetries shows the 8 images (found ${shown.boards} svgs, ${shown.queens} queens): ${shown.text}`);
    await sym.scrollIntoViewIfNeeded();
    shots.push(await shot(page, '04-fundamental-symmetries-n8.png'));
  });
});

test('a phone-sized view (390×844)', async () => {
  await withPage('phone', async (page) => {
    await loadN(page, 6);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) {
      report(`note: at 390×844 the page is ${width} px wide (scrolls sideways)`);
    }
    assert.ok(await page.locator('#board').isVisible(), '#board is visible on a phone');
    assert.ok(await page.locator('#play').isVisible(), '#play is visible on a phone');
    shots.push(await shot(page, '05-phone-390x844.png'));
    shots.push(await shot(page, '05-phone-390x844-full.png', { fullPage: true }));
  }, { viewport: PHONE });
});

test('N = 12 at full speed: frames per second and steps per second (measured)', async () => {
  await withPage('perf-12', async (page) => {
    await loadN(page, 12);
    await speedMax(page);
    // The same count for 1 s while the page sits idle: what this browser draws at most.
    const idle = await page.evaluate(() => new Promise((resolve) => {
      let frames = 0;
      const t0 = performance.now();
      const tick = () => {
        frames++;
        const dt = performance.now() - t0;
        if (dt < 1000) requestAnimationFrame(tick); else resolve(frames / (dt / 1000));
      };
      requestAnimationFrame(tick);
    }));
    const m = await page.evaluate(async () => {
      const step = () => Number((document.getElementById('step').textContent || '').replace(/[^0-9]/g, ''));
      document.getElementById('play').click();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const s0 = step();
      const t0 = performance.now();
      let frames = 0;
      let worst = 0;
      let last = t0;
      await new Promise((resolve) => {
        const tick = (t) => {
          frames++;
          worst = Math.max(worst, t - last);
          last = t;
          if (performance.now() - t0 < 3000) requestAnimationFrame(tick); else resolve();
        };
        requestAnimationFrame(tick);
      });
      const t1 = performance.now();
      const s1 = step();
      const statusText = document.getElementById('status').textContent;
      document.getElementById('play').click();
      return { frames, ms: t1 - t0, steps: s1 - s0, worst, statusText };
    });
    const fps = m.frames / (m.ms / 1000);
    const sps = m.steps / (m.ms / 1000);
    report(`N=12 full speed: ${fps.toFixed(1)} fps, ${Math.round(sps)} steps/s ` +
      `(${m.frames} frames and ${m.steps} steps in ${Math.round(m.ms)} ms, longest frame ${Math.round(m.worst)} ms; ` +
      `idle page: ${idle.toFixed(1)} fps)`);
    assert.ok(m.steps > 0, `#step advances while playing (status: ${m.statusText})`);
    await waitForStatus(page, 'paused', 5_000);
  });
});

test('no console errors or warnings and no page errors during the whole run', () => {
  assert.deepEqual(problems, [], `console problems:\n${problems.join('\n')}`);
});
