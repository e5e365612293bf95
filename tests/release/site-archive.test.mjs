// The release's site archive (dist/site.tar.gz, scripts/release.sh) as a
// static host serves it: unpacked into a temporary directory, served by
// Python's plain file server (python3 -m http.server) on a free port of
// 127.0.0.1, and loaded in headless Chromium (Debian's, through
// playwright-core and tests/e2e/harness.mjs) at the top of the server and
// under a sub-path (as GitHub Pages serves a project's site), with no
// console error or warning, no uncaught error, no failed request and no
// HTTP error.
// Run: NQUEENS_SITE_ARCHIVE=dist/site.tar.gz node --test tests/release/
// (scripts/release-test.sh does, after scripts/release.sh).

import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { launchBrowser, load, newPage, notes, problems, settle } from '../e2e/harness.mjs';

const ARCHIVE = process.env.NQUEENS_SITE_ARCHIVE;

let tmp;
let root; // the directory served: the archive's top directory
let server;
let browser;

/** Starts python3 -m http.server on a free port serving `dir`; resolves with { url, stop }. */
function serve(dir) {
  const child = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '--directory', dir, '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  const killAtExit = () => { try { child.kill('SIGKILL'); } catch { /* gone */ } };
  process.on('exit', killAtExit);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`http.server printed no port within 15 s: ${out}`)); }, 15_000);
    const look = (data) => {
      out += data;
      const m = out.match(/Serving HTTP on 127\.0\.0\.1 port (\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${m[1]}/`,
          stop: async () => {
            process.off('exit', killAtExit);
            if (child.exitCode !== null || child.signalCode !== null) return;
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code, signal) => { clearTimeout(timer); reject(new Error(`http.server exited (code ${code}, signal ${signal}): ${out}`)); });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
  });
}

before(async () => {
  assert.ok(ARCHIVE, 'set NQUEENS_SITE_ARCHIVE to the path of site.tar.gz (scripts/release-test.sh does)');
  assert.ok(existsSync(ARCHIVE), `${ARCHIVE} is missing: run scripts/release.sh first`);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'nqueens-release-site-'));
  const unpacked = path.join(tmp, 'unpacked');
  mkdirSync(unpacked);
  const tar = spawnSync('tar', ['-xzf', path.resolve(ARCHIVE), '-C', unpacked], { encoding: 'utf8' });
  assert.equal(tar.status, 0, `tar -xzf ${ARCHIVE} failed: ${tar.stderr}`);
  const top = readdirSync(unpacked);
  assert.equal(top.length, 1, `the archive must unpack into one directory, not ${JSON.stringify(top)}`);
  root = path.join(unpacked, top[0]);
  assert.ok(existsSync(path.join(root, 'index.html')), `${top[0]}/index.html is missing from the archive`);
  // Two servers: one of the site's directory (the site at /), one of its
  // parent (the site at /site/, a sub-path like a project's GitHub Pages).
  server = { top: await serve(root), sub: await serve(unpacked) };
  browser = await launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await Promise.all([server.top.stop(), server.sub.stop()]);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Loads `url` in a fresh page and checks that it is ready and clean. */
async function loadsClean(label, url) {
  const before = { problems: problems.length, notes: notes.length };
  const page = await newPage(browser.context, label);
  try {
    await load(page, url);
    await settle(page, 300);
    assert.equal(await page.locator('#board').count(), 1, 'the page shows no #board');
    assert.ok(((await page.title()) || '').length > 0, 'the page has no title');
  } finally {
    await page.close();
  }
  assert.deepEqual(problems.slice(before.problems), [], 'console errors or warnings, or uncaught errors');
  assert.deepEqual(notes.slice(before.notes), [], 'failed requests or HTTP errors');
}

test('the unpacked archive loads at the top of a static server', async () => {
  await loadsClean('archive /', server.top.url);
});

test('the unpacked archive loads under a sub-path, as on GitHub Pages', async () => {
  const sub = path.basename(root);
  await loadsClean(`archive /${sub}/`, `${server.sub.url}${sub}/`);
});
