// Measures the visualizer in headless Chromium (not a test: the figures go
// into reports): time to first paint, frames per second at full speed for
// N = 8, 12 and 16 (the browser's own animation-frame timing), and how long
// `end` takes for N = 13 to 16. Serves the static site (nqueens site +
// python3 -m http.server) like the tests. Run after a release build:
//   node tests/e2e/measure.mjs [--end 13,14,15,16] [--fps 8,12,16]

import { launchBrowser, load, loadN, newPage, settled, speedMax, startStaticServer, blur } from './harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return (i >= 0 ? args[i + 1] : fallback).split(',').filter(Boolean).map(Number);
};
const fpsSizes = option('--fps', '8,12,16');
const endSizes = option('--end', '13,14,15,16');

const server = await startStaticServer();
const browser = await launchBrowser();
try {
  const page = await newPage(browser.context, 'measure');
  await load(page, server.url);
  const paint = await page.evaluate(() => {
    const entries = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
    return { firstPaint: entries['first-paint'], firstContentfulPaint: entries['first-contentful-paint'] };
  });
  const ready = await page.evaluate(() => performance.now());
  console.log(`first paint ${paint.firstPaint.toFixed(0)} ms, first contentful paint ${paint.firstContentfulPaint.toFixed(0)} ms (the search's first state shown by ${ready.toFixed(0)} ms)`);
  // Let the counts table finish, so that its counting does not compete.
  await page.waitForFunction(() => document.querySelectorAll('#counts-table tbody tr').length === 14, null, { timeout: 120_000 });

  // Frames per second while N plays at `speed` (a slider value; the top is
  // full speed).
  const measureFps = async (n, speed) => {
    await load(page, `${server.url}?n=${n}`);
    await page.waitForFunction(() => document.querySelectorAll('#counts-table tbody tr').length === 14, null, { timeout: 120_000 });
    if (speed === null) await speedMax(page);
    else {
      await page.locator('#speed').evaluate((el, v) => {
        el.value = String(v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, speed);
    }
    await blur(page);
    await page.keyboard.press(' ');
    await page.waitForTimeout(300);
    const frames = await page.evaluate(() => new Promise((resolve) => {
      const times = [];
      const start = performance.now();
      const frame = (t) => {
        times.push(t);
        if (t - start < 2500 && document.getElementById('status').textContent === 'playing') requestAnimationFrame(frame);
        else resolve(times);
      };
      requestAnimationFrame(frame);
    }));
    const steps = await page.textContent('#step-label');
    if (await page.textContent('#status') === 'playing') await page.keyboard.press(' ');
    const at = speed === null ? 'full speed' : await page.textContent('#speed-label');
    if (frames.length < 3) {
      console.log(`N = ${n}: the search ended within ${frames.length} frames at ${at} (${steps})`);
      return false;
    }
    const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
    const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
    console.log(`N = ${n}: ${((frames.length - 1) / seconds).toFixed(1)} frames per second at ${at} over ${seconds.toFixed(2)} s ` +
      `(median frame ${gaps[gaps.length >> 1].toFixed(1)} ms, 95th percentile ${gaps[Math.floor(gaps.length * 0.95)].toFixed(1)} ms), ${steps}`);
    return true;
  };
  for (const n of fpsSizes) {
    // A search too short to watch at full speed is measured at 10,000 steps a second too.
    if (!(await measureFps(n, null))) await measureFps(n, 32);
  }

  for (const n of endSizes) {
    await loadN(page, n);
    const started = Date.now();
    await page.click('#to-end');
    await settled(page, 3_600_000);
    const seconds = (Date.now() - started) / 1000;
    console.log(`N = ${n}: end in ${seconds.toFixed(2)} s (${await page.textContent('#step-label')}, ${await page.textContent('#solutions')} solutions)`);
  }
} finally {
  await browser.close();
  await server.stop();
}
