// End-to-end tests of "break a line" in the code panel (assets/views/code.js,
// code-breaks.js) in headless Chromium, against the static site that
// `nqueens site` writes: off by default and out of the first screen's way;
// each line of the lesson's code broken, in Python and in Java, with the
// search that has it (the library's, in the mistakes view's worker) run
// step for step beside the page's search; its figures checked against the
// lesson's program written out below (apart from the library) and against
// the figures the library's tests pin; switching the line back restores
// the classic search; the way to the mistakes view, which explains it.
// Run: node --test tests/e2e/break-the-code.test.mjs (after a release build).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import {
  blur, cli, DESKTOP, load, newPage, problems, settled, shot, siteAndBrowser, snapshot, stepForward,
} from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const shots = [];
const suite = siteAndBrowser({ screenshots: shots });

/**
 * The lesson's program with one line broken, written out here apart from
 * the library: its events in the library's order (try, reject, place,
 * remove, solution, dead_end, and `raised` for Python's KeyError), each
 * with the board after it. `language` "python" keeps its lines in sets
 * whose remove raises for a member not there; "java" in arrays.
 */
function lessonEvents(n, broken, language) {
  const events = [];
  const cols = new Set();
  const sums = new Set();
  const diffs = new Set();
  const board = [];
  const STOP = Symbol('KeyError');
  const push = (kind, extra = {}) => events.push({ kind, board: board.slice(), ...extra });
  const backtrack = (row) => {
    if (row === n) {
      push('solution');
      return;
    }
    let placed = false;
    for (let col = 0; col < n; col++) {
      push('try');
      const s = row + col;
      const d = broken === 'sum' ? row + col : row - col;
      if (cols.has(col) || sums.has(s) || (broken !== 'down' && diffs.has(d))) {
        push('reject');
        continue;
      }
      placed = true;
      board.push(col);
      cols.add(col);
      sums.add(s);
      diffs.add(d);
      push('place');
      backtrack(row + 1);
      board.pop();
      if (broken !== 'sets') {
        for (const [set, value] of [[cols, col], [sums, s], [diffs, d]]) {
          if (!set.delete(value) && language === 'python') {
            push('raised');
            throw STOP;
          }
        }
      }
      push('remove');
    }
    if (!placed) push('dead_end');
  };
  try {
    backtrack(0);
  } catch (err) {
    if (err !== STOP) throw err;
  }
  return events;
}

/** Two queens attack each other on `board` (a full one). */
function attacked(board) {
  for (let i = 0; i < board.length; i++) {
    for (let j = i + 1; j < board.length; j++) {
      if (board[i] === board[j] || Math.abs(board[i] - board[j]) === j - i) return true;
    }
  }
  return false;
}

/**
 * What the code panel must show of the broken run after `steps` steps (or
 * at its end): boards reported, those that are no solution (forgetting the
 * copy: every entry, unless the board is full now) and squares tried.
 */
function expected(n, broken, language, steps = Infinity) {
  const events = lessonEvents(n, broken, language);
  const done = events.slice(0, steps);
  const reports = done.filter((e) => e.kind === 'solution');
  const now = done.length ? done[done.length - 1].board : [];
  const invalid = broken === 'copy'
    ? (now.length === n ? 0 : reports.length)
    : reports.filter((e) => attacked(e.board)).length;
  return {
    reported: reports.length,
    invalid,
    squares: done.filter((e) => e.kind === 'try').length,
    step: done.length,
    finished: done.length === events.length,
    raised: done.length > 0 && done[done.length - 1].kind === 'raised',
  };
}

/** The figures the panel shows, broken and correct, by counter. */
async function shown(page) {
  return page.evaluate(() => {
    const read = (id) => Number((document.getElementById(id).textContent || '').replace(/[^0-9]/g, ''));
    const box = document.getElementById('code-broken');
    return {
      broken: { reported: read('code-broken-reported'), invalid: read('code-broken-invalid'), squares: read('code-broken-squares') },
      correct: { reported: read('code-broken-reported-correct'), invalid: read('code-broken-invalid-correct'), squares: read('code-broken-squares-correct') },
      step: Number(box.dataset.step),
      finished: box.dataset.finished === 'true',
      status: document.getElementById('code-broken-status').textContent,
      note: document.getElementById('code-note').textContent,
      struck: [...document.querySelectorAll('#code-listing .code-line.struck')].map((line) => line.textContent.replace(/^\s*\d+\s/, '').trim()),
      changed: [...document.querySelectorAll('#code-listing .code-line.changed')].map((line) => line.textContent.trim()),
    };
  });
}

/** Waits until the broken run stands where it was asked (the page's step, or its own end before it). */
async function brokenReady(page, timeout = 30_000) {
  await page.waitForFunction(() => {
    const box = document.getElementById('code-broken');
    return box && !box.hidden && box.dataset.ready === 'true';
  }, null, { timeout, polling: 50 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Chooses the line to break (or "none"), focus taken off the control after. */
async function breakLine(page, id) {
  await page.selectOption('#code-break', id);
  await blur(page);
  if (id !== 'none') await brokenReady(page);
}

/** Back to the page's step 0 (Home), unless it is there. */
async function toStart(page) {
  if ((await snapshot(page)).step === 0) return;
  await blur(page);
  await page.keyboard.press('Home');
  await page.waitForFunction(() => /^step 0 of/.test(document.getElementById('step-label').textContent));
  await settled(page);
}

/** The page's end, and the broken run where the page's last step takes it. */
async function toEnd(page) {
  await page.click('#to-end');
  await settled(page);
  await brokenReady(page);
}

async function withPage(label, query, fn, viewport = DESKTOP) {
  const page = await newPage(suite.browser.context, label);
  try {
    await page.setViewportSize(viewport);
    await load(page, `${suite.server.url}${query}`);
    // The code panel is one of the views, mounted once the page has its state.
    await page.waitForSelector('#code-break');
    await fn(page);
  } finally {
    await page.close();
  }
}

test('off by default: no line broken, the sets and the stack shown, the choice on the code\'s first line', async () => {
  await withPage('off', '?n=8', async (page) => {
    const state = await page.evaluate(() => {
      const select = document.getElementById('code-break');
      const field = select.closest('label');
      const lines = document.querySelectorAll('#code-listing .code-line');
      const box = (el) => el.getBoundingClientRect();
      return {
        value: select.value,
        options: [...select.options].map((o) => o.textContent),
        broken: document.getElementById('code-broken').hidden,
        sets: document.getElementById('code-state').hidden,
        struck: document.querySelectorAll('#code-listing .struck, #code-listing .changed').length,
        fieldBottom: box(field).bottom,
        secondLineTop: box(lines[1]).top,
        fieldTop: box(field).top,
        listingTop: box(document.getElementById('code-listing')).top,
        workers: performance.getEntriesByType('resource').filter((r) => r.name.includes('mistakes-worker')).length,
      };
    });
    assert.equal(state.value, 'none');
    assert.deepEqual(state.options, ['none', 'keep the sets', 'no ↘ test', 'row + col for both', 'no copy']);
    assert.equal(state.broken, true);
    assert.equal(state.sets, false);
    assert.equal(state.struck, 0);
    // Over the first line's empty right end, above the second line.
    assert.ok(state.fieldTop >= state.listingTop && state.fieldBottom <= state.secondLineTop + 1, JSON.stringify(state));
  });
});

test('each line broken in Python at N = 6: the broken search beside the page\'s, to the end, as the lesson\'s program has it', async () => {
  await withPage('python', '?n=6', async (page) => {
    // The classic search of N = 6: 4 solutions, 894 squares tried.
    const stats = JSON.parse(cli('stats', '6', '--json'));
    assert.deepEqual([stats.solutions, stats.squares_tried], [4, 894]);
    const lines = {
      sets: { struck: ['cols.remove(col); sums.remove(s); diffs.remove(d)'], changed: [] },
      down: { struck: ['if col in cols or s in sums or d in diffs:'], changed: ['if col in cols or s in sums:'] },
      sum: { struck: ['s, d = row + col, row - col  # its two diagonals'], changed: ['s, d = row + col, row + col'] },
      copy: { struck: ['solutions.append(board.copy())'], changed: ['solutions.append(board)'] },
    };
    // The whole runs' figures, as the library's tests pin them (trace::broken, MistakeRun).
    const pinned = {
      sets: { reported: 0, invalid: 0, squares: 42 },
      down: { reported: 1, invalid: 1, squares: 21 },
      sum: { reported: 83, invalid: 79, squares: 2418 },
      copy: { reported: 4, invalid: 4, squares: 894 },
    };
    for (const id of ['sets', 'down', 'sum', 'copy']) {
      await toStart(page);
      await breakLine(page, id);
      let seen = await shown(page);
      assert.deepEqual({ struck: seen.struck, changed: seen.changed }, lines[id], id);
      assert.equal(seen.step, 0, id);

      // Step for step with the page's search: 25 steps.
      await stepForward(page, 25);
      await brokenReady(page);
      seen = await shown(page);
      const early = expected(6, id, 'python', 25);
      assert.deepEqual(seen.broken, { reported: early.reported, invalid: early.invalid, squares: early.squares }, `${id} after 25 steps`);
      assert.equal(seen.step, early.step, id);
      const page25 = await snapshot(page);
      assert.equal(seen.correct.squares, page25['squares-tried'], id);

      await toEnd(page);
      seen = await shown(page);
      const whole = expected(6, id, 'python');
      assert.deepEqual(seen.correct, { reported: 4, invalid: 0, squares: 894 }, id);
      const total = (await snapshot(page)).step;
      if (whole.step > total) {
        // Past the classic search's steps the broken one goes on, on request.
        assert.equal(seen.finished, false, id);
        const atPageEnd = expected(6, id, 'python', total);
        assert.deepEqual(seen.broken, { reported: atPageEnd.reported, invalid: atPageEnd.invalid, squares: atPageEnd.squares }, `${id} at step ${total}`);
        assert.match(seen.status, /still searching/);
        await page.click('#code-broken-end');
        await brokenReady(page);
        seen = await shown(page);
      }
      assert.deepEqual(seen.broken, { reported: whole.reported, invalid: whole.invalid, squares: whole.squares }, id);
      assert.deepEqual(seen.broken, pinned[id], id);
      assert.equal(seen.finished, true, id);
      if (id === 'down') {
        assert.ok(whole.raised);
        assert.equal(seen.status, '');
        assert.equal(seen.note.split('.')[0], 'KeyError: taking back the queen at row 4, column 4, diffs');
      }
      if (id === 'copy') assert.match(seen.note, /every entry of solutions is the one list board, now empty: \[\]/);
    }
    // Switched off: the classic search, its sets and stack, the lit line of the page's event.
    await breakLine(page, 'none');
    const back = await page.evaluate(() => ({
      broken: document.getElementById('code-broken').hidden,
      sets: document.getElementById('code-state').hidden,
      struck: document.querySelectorAll('#code-listing .struck, #code-listing .changed').length,
      lines: document.querySelectorAll('#code-listing .code-line').length,
      note: document.getElementById('code-note').textContent,
    }));
    assert.deepEqual(back, { broken: true, sets: false, struck: 0, lines: 15, note: 'backtrack(0) has returned: every column of row 0 has been tried.' });
  });
});

test('in Java: arrays never raise, so without the ↘ test the search runs on; there is no copy to forget', async () => {
  await withPage('java', '?n=6&code=java', async (page) => {
    const copy = await page.evaluate(() => {
      const option = [...document.getElementById('code-break').options].find((o) => o.value === 'copy');
      return { disabled: option.disabled, text: option.textContent, title: option.title };
    });
    assert.deepEqual(copy, {
      disabled: true,
      text: 'no copy (Java has none)',
      title: 'Java counts its solutions (solutions++) and keeps no boards: there is no copy to forget.',
    });
    await breakLine(page, 'down');
    let seen = await shown(page);
    assert.deepEqual(seen.struck, ['if (colUsed[col] || diag1[d1] || diag2[d2])']);
    assert.deepEqual(seen.changed, ['if (colUsed[col] || diag1[d1])']);
    await toEnd(page);
    await page.click('#code-broken-end');
    await brokenReady(page);
    seen = await shown(page);
    assert.deepEqual(seen.broken, { reported: 83, invalid: 79, squares: 2418 });
    const model = expected(6, 'down', 'java');
    assert.deepEqual(seen.broken, { reported: model.reported, invalid: model.invalid, squares: model.squares });
    assert.equal(model.raised, false);
    const names = await page.evaluate(() => [...document.querySelectorAll('#code-broken-counters th[scope="row"]')].map((th) => th.textContent));
    assert.deepEqual(names, ['solutions counted', 'of them no solution', 'tries']);
    // Python chosen again: its sets raise KeyError.
    await page.click('#code-python');
    await brokenReady(page);
    seen = await shown(page);
    assert.deepEqual(seen.broken, { reported: 1, invalid: 1, squares: 21 });
    // Java again, with "no copy" chosen in Python: switched off.
    await breakLine(page, 'copy');
    await page.click('#code-java');
    await page.waitForFunction(() => document.getElementById('code-break').value === 'none' && document.getElementById('code-broken').hidden);
  });
});

test('stepping back and jumping: the broken run follows the page\'s step exactly', async () => {
  await withPage('follow', '?n=6', async (page) => {
    await breakLine(page, 'sum');
    await stepForward(page, 40);
    await brokenReady(page);
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /step 28 of/.test(document.getElementById('step-label').textContent));
    await settled(page);
    await brokenReady(page);
    let seen = await shown(page);
    let model = expected(6, 'sum', 'python', 28);
    assert.equal(seen.step, 28);
    assert.deepEqual(seen.broken, { reported: model.reported, invalid: model.invalid, squares: model.squares });
    // Next solution: a jump of the page's search.
    await page.click('#next-solution');
    await settled(page);
    await brokenReady(page);
    const at = (await snapshot(page)).step;
    seen = await shown(page);
    model = expected(6, 'sum', 'python', at);
    assert.equal(seen.step, at);
    assert.deepEqual(seen.broken, { reported: model.reported, invalid: model.invalid, squares: model.squares });
    assert.ok(model.reported > 1, `${model.reported} boards reported by step ${at}`);
  });
});

test('a board out of the runs\' sizes says so; a new N starts the broken run again', async () => {
  await withPage('sizes', '?n=14', async (page) => {
    await page.selectOption('#code-break', 'sets');
    await page.waitForFunction(() => /runs for N from 4 to 12/.test(document.getElementById('code-broken-status').textContent));
    await page.fill('#n', '5');
    await page.locator('#n').dispatchEvent('change');
    await page.waitForFunction(() => /step 0 of/.test(document.getElementById('step-label').textContent));
    await brokenReady(page);
    await toEnd(page);
    const seen = await shown(page);
    // N = 5 keeping the sets: its first path is a solution, then nothing fits.
    assert.deepEqual(seen.broken, { reported: 1, invalid: 0, squares: 25 });
  });
});

test('the address keeps the line broken, and a link opens with it', async () => {
  await withPage('address', '?n=6', async (page) => {
    await breakLine(page, 'sum');
    assert.equal(new URL(page.url()).searchParams.get('break'), 'sum');
    await breakLine(page, 'none');
    assert.equal(new URL(page.url()).searchParams.get('break'), null);
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('code-break').value === 'sum');
    await brokenReady(page);
  });
  await withPage('link', '?n=6&break=down&code=java', async (page) => {
    await brokenReady(page);
    const seen = await shown(page);
    assert.deepEqual(seen.changed, ['if (colUsed[col] || diag1[d1])']);
    assert.equal(await page.locator('#code-break').inputValue(), 'down');
  });
});

test('explain it step by step: the mistakes view opens on the same mistake and N', async () => {
  await withPage('guided', '?n=7', async (page) => {
    await breakLine(page, 'sum');
    await page.click('#code-broken-guided');
    await page.waitForFunction(() => {
      const root = document.querySelector('[data-view="mistakes"]');
      return root.querySelector('input[value="sum"]').checked && root.dataset.step === '0' &&
        document.getElementById('mistakes-n').value === '7' && new URL(location.href).searchParams.get('view') === 'mistakes';
    });
    const heading = await page.locator('#mistakes-mistaken-title').textContent();
    assert.equal(heading, 'With the mistake: row + col for both');
  });
});

test('the mistakes view, the guided version: each broken line to its end at N = 6, with Python\'s sets', async () => {
  await withPage('guided-ends', '?n=6', async (page) => {
    const panel = '[data-view="mistakes"]';
    await page.waitForSelector(`${panel}[data-ready="true"]`, { timeout: 20_000 });
    const verdicts = {
      sets: '',
      down: 'The program stopped with KeyError after 1 board reported, and it is no solution: ',
      sum: 'This “solution” is not one: ',
      copy: 'solutions holds 4 entries, and every one is the list board, now empty: solutions == [[], [], [], []].',
    };
    for (const id of ['sets', 'down', 'sum', 'copy']) {
      await page.check(`${panel} input[value="${id}"]`);
      await page.waitForFunction(([p, want]) => document.querySelector(p).dataset.step === '0' && document.querySelector(`${p} input[value="${want}"]`).checked, [panel, id]);
      await page.click('#mistakes-end');
      await page.waitForFunction((p) => {
        const root = document.querySelector(p);
        return root.dataset.busy === 'false' && [...root.querySelectorAll('[data-run]')].every((run) => run.dataset.finished === 'true');
      }, panel, { timeout: 60_000, polling: 50 });
      const read = await page.evaluate((p) => {
        const out = {};
        for (const item of document.querySelectorAll(`${p} [data-run="mistaken"] [data-counter]`)) {
          out[item.dataset.counter] = Number(item.querySelector('dd').textContent.replace(/[^0-9]/g, ''));
        }
        const verdict = document.getElementById('mistakes-verdict');
        return { counters: out, verdict: verdict.hidden ? '' : verdict.querySelector('strong').textContent };
      }, panel);
      const model = expected(6, id, 'python');
      if (id === 'sets') assert.equal(read.counters.counted, model.reported, id);
      else {
        assert.equal(read.counters.counted, model.reported, id);
        assert.equal(read.counters.invalid, model.invalid, id);
      }
      assert.equal(read.counters.squares, model.squares, id);
      assert.equal(read.counters.steps, model.step, id);
      if (verdicts[id] === '' || id === 'copy') assert.equal(read.verdict, verdicts[id], id);
      else assert.ok(read.verdict.startsWith(verdicts[id]), `${id}: ${read.verdict}`);
    }
  });
});

test('on one screen at 1280×800 and 1366×768 with each line broken (N = 8, Python and Java), a picture, and axe-core', async () => {
  for (const viewport of [DESKTOP, { width: 1366, height: 768 }]) {
    for (const language of ['python', 'java']) {
      await withPage(`fit-${viewport.width}-${language}`, `?n=8&code=${language}`, async (page) => {
        await page.addScriptTag({ content: AXE });
        for (const id of language === 'java' ? ['sets', 'down', 'sum'] : ['sets', 'down', 'sum', 'copy']) {
          await breakLine(page, id);
          await stepForward(page, id === 'sum' ? 300 : 100);
          await brokenReady(page);
          const fit = await page.evaluate(() => {
            const box = document.querySelector('.code-box');
            const broken = document.getElementById('code-broken').getBoundingClientRect();
            return { scroll: box.scrollHeight - box.clientHeight, bottom: broken.bottom, height: window.innerHeight };
          });
          const where = `${viewport.width}×${viewport.height}, ${language}, ${id}`;
          assert.ok(fit.scroll <= 1, `${where}: the code box overflows by ${fit.scroll}px`);
          assert.ok(fit.bottom <= fit.height, `${where}: the broken search's box ends at ${fit.bottom}px of ${fit.height}`);
          if (id === 'sum' && language === 'python' && viewport === DESKTOP) shots.push(await shot(page, 'break-the-code-1280x800.png'));
          const results = await page.evaluate(async () => window.axe.run(document.querySelector('.lesson-panel'), { resultTypes: ['violations'] }));
          const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          assert.deepEqual(bad.map((v) => `${where}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')})`), []);
          await toStart(page);
        }
      }, viewport);
    }
  }
});

test('no console error or warning on any page', () => {
  assert.deepEqual(problems, []);
});
