// End-to-end tests of the first screen as a lesson, in headless Chromium
// against the static site `nqueens site` writes: a first play slow enough
// to follow, named speeds kept in the address; the end of the search with
// its last solution on the board (from `nqueens solve`); the code in
// Python or Java (`&code=java` says tries), its sets lighting the board's
// lines; the tree beside the board, its labels apart, and the whole tree
// that keeps following the search over ten fresh visits with the tour
// declined; the counters' definitions on hover, focus and tap; the
// shrinking share following N; the main controls out of the way of the
// panels with their own players; a phone's one screen; the words after a
// far jump at N = 20. Screenshots land in target/e2e/; times are measured
// and printed, never asserted.
// Run: node --test tests/e2e/first-screen.test.mjs (after a release build).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import {
  blur, cli, load, newPage, PHONE, problems, settled, shot, siteAndBrowser, snapshot, stepForward, waitForSnapshot, withPage as withLoadedPage,
} from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const DESKTOPS = [
  ['laptop', { width: 1280, height: 800 }],
  ['small-laptop', { width: 1366, height: 768 }],
  ['wide', { width: 1920, height: 1080 }],
];

const shots = [];
const measured = [];
const suite = siteAndBrowser({ 'measured (information, not asserted)': measured, screenshots: shots });

/** A fresh page at `query`, loaded and settled; `fn(page)`, then closed. */
function withPage(label, query, fn, { viewport = { width: 1280, height: 800 }, tour = false } = {}) {
  return withLoadedPage(suite.browser.context, suite.server.url, `first-screen ${label}`, async (page) => {
    await settled(page);
    await fn(page);
  }, { viewport, query, tour });
}

/** Whether each selector's element is inside the viewport and is what shows at its centre. */
async function onScreen(page, selectors) {
  return page.evaluate((wanted) => {
    const out = {};
    for (const [name, selector] of Object.entries(wanted)) {
      const el = document.querySelector(selector);
      if (!el) {
        out[name] = 'missing';
        continue;
      }
      const r = el.getBoundingClientRect();
      const inside = r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= document.documentElement.clientWidth + 0.5 && r.bottom <= window.innerHeight + 0.5;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 8));
      out[name] = inside && hit && (hit === el || el.contains(hit)) ? 'ok' : `not shown: ${JSON.stringify({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, hit: hit && (hit.id || hit.className) })}`;
    }
    return out;
  }, selectors);
}

/** The step the page shows (exact). */
async function stepNow(page) {
  return (await snapshot(page)).step;
}

test('a first play at N = 8 goes at a pace the eye follows; named speeds are kept in the address', async () => {
  const page = await newPage(suite.browser.context, 'first-screen first-play');
  try {
    // A first visit: nothing played before (the harness marks only the tour seen).
    await page.setViewportSize({ width: 1280, height: 800 });
    await load(page, `${suite.server.url}?n=8`);
    await settled(page);
    assert.equal(await page.inputValue('#speed-preset'), 'slow');
    await blur(page);
    await page.click('#play');
    const started = Date.now();
    await page.waitForTimeout(2000);
    const after = await stepNow(page);
    measured.push(`a first play at N = 8: step ${after} after ${Date.now() - started} ms`);
    assert.ok(after >= 1 && after <= 40, `a first play moved ${after} steps in 2 s`);
    await page.click('#play');
    // A speed the person picks is kept in the address, by its name.
    await page.selectOption('#speed-preset', 'fast');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('speed') === 'fast');
    assert.equal(await page.textContent('#speed-label'), '1,000/s');
    // The slider between two names says "custom".
    await page.locator('#speed').evaluate((el) => {
      el.value = '30';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The controls are drawn in the page's next animation frame.
    await page.waitForFunction(() => document.getElementById('speed-preset').value === 'custom', null, { timeout: 2000 }).catch(() => {});
    assert.equal(await page.inputValue('#speed-preset'), 'custom');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('speed') === '30');
    // Played once, the next visit starts faster.
    await page.goto(`${suite.server.url}?n=8`);
    await page.waitForFunction(() => window.nqueensReady === true);
    assert.equal(await page.inputValue('#speed-preset'), 'normal');
    await page.goto(`${suite.server.url}?n=8&speed=step-by-step`);
    await page.waitForFunction(() => window.nqueensReady === true);
    assert.equal(await page.inputValue('#speed-preset'), 'step-by-step');
  } finally {
    await page.close();
  }
});

for (const n of [4, 8]) {
  test(`end at N = ${n} leaves the last solution on the board, with the totals`, async () => {
    await withPage(`end-${n}`, `?n=${n}`, async (page) => {
      await page.click('#to-end');
      await page.waitForFunction(() => document.getElementById('status').textContent === 'finished');
      await settled(page);
      const solutions = cli('solve', String(n)).trim().split('\n');
      const last = solutions[solutions.length - 1].trim().split(/\s+/).join(',');
      assert.equal(await page.getAttribute('#board', 'data-shown'), last, 'the last solution the search finds');
      const sentence = await page.textContent('#event-text');
      assert.match(sentence, new RegExp(`^The search is over: ${solutions.length} solutions in all\\. The board shows the last one it found: ${last.replace(/,/g, ' ')}\\.$`));
      const stats = JSON.parse(cli('stats', String(n), '--json'));
      assert.equal(await page.textContent('#solutions'), stats.solutions.toLocaleString('en-US'));
      assert.equal(await page.textContent('#nodes'), stats.nodes.toLocaleString('en-US'));
      assert.match(await page.getAttribute('#board', 'aria-label'), /the last solution found/);
      if (n === 8) shots.push(await shot(page, 'first-screen-end-n8.png'));
    });
  });
}

test('end at N = 3 says there is no solution', async () => {
  await withPage('end-3', '?n=3', async (page) => {
    await page.click('#to-end');
    await page.waitForFunction(() => document.getElementById('status').textContent === 'finished');
    await settled(page);
    assert.match(await page.textContent('#event-text'), /^The search is over: N = 3 has no solution/);
    assert.equal(await page.getAttribute('#board', 'data-shown'), '');
  });
});

for (const [name, viewport] of DESKTOPS) {
  test(`the lesson's state beside its code at ${viewport.width}×${viewport.height}: board, lit line, sets, call stack, counters and controls, none clipped`, async () => {
    for (const language of ['python', 'java']) {
      await withPage(`state-${name}-${language}`, `?n=8&code=${language}`, async (page) => {
        // Deep in the search: a full call stack.
        await blur(page);
        await page.keyboard.press('d');
        await settled(page);
        const found = await onScreen(page, {
          board: '#board', controls: '#controls', playButton: '#play', stepLabel: '#step-label', counters: '.counters-panel .counters',
          lit: '#code-listing .lit', sets: '#code-sets', lastSet: '#code-sets dd:last-of-type', stack: '#code-stack', sentence: '#event-text',
        });
        for (const [what, verdict] of Object.entries(found)) assert.equal(verdict, 'ok', `${name} ${language}: ${what}`);
        assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page did not scroll');
        const box = await page.evaluate(() => {
          const b = document.querySelector('.code-box');
          return { scroll: b.scrollHeight, client: b.clientHeight };
        });
        assert.ok(box.scroll <= box.client + 1, `the code's box does not scroll: ${box.scroll} > ${box.client}`);
        if (language === 'python') shots.push(await shot(page, `first-screen-${name}-${viewport.width}x${viewport.height}.png`));
      }, { viewport });
    }
  });
}

test('Java or Python: &code=java shows the Java lesson with tries, the same step lit in both, and the switch follows the address', async () => {
  await withPage('java', '?n=8&code=java', async (page) => {
    await stepForward(page, 5);
    assert.equal(await page.getAttribute('#code-java', 'aria-pressed'), 'true');
    assert.equal(await page.textContent('button[data-term="squares_tried"]'), 'tries');
    assert.match(await page.textContent('#code-listing'), /tries\+\+;/);
    assert.match(await page.textContent('#code-listing'), /colUsed\[col\] \|\| diag1\[d1\] \|\| diag2\[d2\]/);
    const java = await page.getAttribute('#code-listing', 'data-lit');
    assert.equal(await page.locator('#code-colused .set-chip').count(), 8);
    assert.equal(await page.locator('#code-diag1 .set-chip').count(), 15);
    await page.click('#code-python');
    await page.waitForFunction(() => !new URL(window.location.href).searchParams.has('code'));
    assert.equal(await page.getAttribute('#code-listing', 'data-lit'), java, 'the same step lit in both');
    assert.equal(await page.textContent('button[data-term="squares_tried"]'), 'squares tried');
    assert.match(await page.textContent('#code-listing'), /col in cols or s in sums or d in diffs/);
    await page.click('#code-java');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('code') === 'java');
    // The end sentence says tries too.
    await page.click('#to-end');
    await page.waitForFunction(() => document.getElementById('status').textContent === 'finished');
    shots.push(await shot(page, 'first-screen-java-end-1280x800.png'));
  });
});

test('the sets are drawn: each member lights on the board the line it blocks, and all of them at once', async () => {
  await withPage('sets', '?n=8', async (page) => {
    await stepForward(page, 14);
    const chip = page.locator('#code-sums .set-chip').first();
    const value = await chip.getAttribute('data-value');
    await chip.hover();
    await page.waitForFunction((v) => document.getElementById('board').dataset.lit === `diagonal_up:${v}`, value);
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.getElementById('board').dataset.lit === '');
    // From the keyboard too.
    await page.locator('#code-cols .set-chip').first().focus();
    await page.waitForFunction(() => /^column:\d+$/.test(document.getElementById('board').dataset.lit));
    await page.click('#code-show-lines');
    await page.mouse.move(5, 5);
    await page.locator('#code-show-lines').focus();
    const lit = (await page.getAttribute('#board', 'data-lit')).split(' ');
    const members = await page.evaluate(() => ['cols', 'sums', 'diffs'].map((s) => document.querySelectorAll(`#code-${s} .set-chip`).length));
    assert.equal(lit.length, members[0] + members[1] + members[2], `every member lit: ${lit}`);
    shots.push(await shot(page, 'first-screen-sets-on-the-board.png'));
  });
});

test('the tree beside the board: the path, pruned children with the boards they cut, labels that never overlap at N = 8', async () => {
  await withPage('tree', '?n=8&side=tree', async (page) => {
    assert.equal(await page.isVisible('#path-tree'), true);
    for (const [what, move] of [['the start', async () => {}], ['a dead end', async () => page.keyboard.press('d')], ['a solution', async () => page.keyboard.press('s')], ['further on', async () => stepForward(page, 300)]]) {
      await blur(page);
      await move();
      await settled(page);
      const report = await page.evaluate(() => {
        const texts = [...document.querySelectorAll('#path-tree text')].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
        const overlaps = [];
        for (let i = 0; i < texts.length; i++) {
          for (let j = i + 1; j < texts.length; j++) {
            const a = texts[i].r;
            const b = texts[j].r;
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(`${texts[i].text} / ${texts[j].text}`);
          }
        }
        return { count: texts.length, overlaps, pruned: document.querySelectorAll('#path-tree .pt-cross.pruned').length, cuts: [...document.querySelectorAll('#path-tree .pt-cut')].map((t) => t.textContent) };
      });
      assert.ok(report.count > 8, `${what}: labels drawn (${report.count})`);
      assert.deepEqual(report.overlaps, [], `${what}: no two labels overlap`);
      if (what !== 'the start') {
        assert.ok(report.pruned > 0, `${what}: pruned children drawn`);
        // Each pruned child at row k says how many of the 8^8 complete boards it cuts: 8^(7 − k).
        for (const cut of report.cuts) assert.ok(['2,097,152', '262,144', '32,768', '4,096', '512', '64', '8', '1'].includes(cut), cut);
      }
    }
    const found = await onScreen(page, { board: '#board', tree: '#path-tree', counters: '.counters-panel .counters', controls: '#controls' });
    for (const [what, verdict] of Object.entries(found)) assert.equal(verdict, 'ok', what);
    shots.push(await shot(page, 'first-screen-tree-beside-the-board-1280x800.png'));
    // A click on a searched node goes to the moment its queen was placed.
    const node = page.locator('#path-tree .pt-node.searched[data-step]').first();
    const step = Number(await node.getAttribute('data-step'));
    await node.click();
    await waitForSnapshot(page, { step });
    assert.equal((await snapshot(page)).step, step);
  });
});

test('follow the search stays on over ten fresh visits with the tour declined, and says so when it is off', async () => {
  for (let visit = 0; visit < 10; visit++) {
    const page = await newPage(suite.browser.context, `first-screen follow-${visit}`, { tour: true });
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await load(page, `${suite.server.url}?n=8&side=whole`);
      // A fresh visit: the pages before this one marked the tour as seen.
      await page.evaluate(() => window.localStorage.removeItem('nqueens-tour-seen'));
      await page.reload();
      await page.waitForFunction(() => window.nqueensReady === true);
      await page.waitForFunction(() => document.querySelector('.tour') && !document.querySelector('.tour').hidden);
      await page.click('#tour-skip');
      await page.waitForFunction(() => document.querySelectorAll('#tree circle[data-node]').length === 2057);
      await blur(page);
      await page.keyboard.press('d');
      await page.keyboard.press('d');
      await settled(page);
      await page.waitForTimeout(300);
      const state = await page.evaluate(() => {
        const current = document.querySelector('#tree .tree-current').getBoundingClientRect();
        const box = document.querySelector('.tree-box').getBoundingClientRect();
        return {
          following: document.getElementById('tree-follow').getAttribute('aria-pressed'),
          noteHidden: document.getElementById('tree-follow-note').hidden,
          inView: current.left >= box.left && current.right <= box.right && current.top >= box.top && current.bottom <= box.bottom,
        };
      });
      assert.deepEqual(state, { following: 'true', noteHidden: true, inView: true }, `visit ${visit + 1}`);
      if (visit === 9) {
        // A pan by the reader turns following off, and the page says so.
        const box = await page.locator('.tree-box').boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(400, 0);
        await page.waitForFunction(() => document.getElementById('tree-follow').getAttribute('aria-pressed') === 'false');
        assert.equal(await page.isVisible('#tree-follow-note'), true);
        await page.click('#tree-follow');
        assert.equal(await page.isVisible('#tree-follow-note'), false);
        shots.push(await shot(page, 'first-screen-whole-tree-1280x800.png'));
      }
    } finally {
      await page.close();
    }
  }
});

test('words where the numbers are: each counter and the step has a definition on hover, focus and tap; "why fewer?" leads to the explanation', async () => {
  await withPage('words', '?n=8', async (page) => {
    const open = (term) => page.evaluate((t) => {
      const tip = document.getElementById(`definition-${t.replace(/_/g, '-')}`);
      return tip && tip.matches(':popover-open') ? tip.textContent : null;
    }, term);
    for (const term of ['squares_tried', 'nodes', 'expanded', 'dead_ends', 'solutions', 'depth', 'step']) {
      const button = page.locator(`button[data-term="${term}"]`);
      await button.hover();
      assert.ok((await open(term)) && (await open(term)).length > 20, `${term}: shown on hover`);
      await page.mouse.move(5, 5);
      assert.equal(await open(term), null, `${term}: hidden when the pointer leaves`);
      await button.focus();
      assert.ok(await open(term), `${term}: shown on focus`);
      await page.keyboard.press('Escape');
      assert.equal(await open(term), null, `${term}: Escape hides it`);
      assert.ok(await button.getAttribute('aria-describedby'), `${term}: described for a screen reader`);
    }
    assert.match(await open('step') || (await page.textContent('#definition-step')), /two steps/);
    await page.click('#why-dead-ends-link');
    await page.waitForFunction(() => {
      const r = document.getElementById('why-dead-ends').getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    });
    assert.match(await page.textContent('#why-dead-ends + p'), /1,965 expanded nodes, and only 644 of them are dead ends/);
  });
  // A tap on a phone keeps it open; a tap elsewhere hides it.
  const page = await newPage(suite.browser.context, 'first-screen words-phone');
  try {
    await page.setViewportSize(PHONE);
    await load(page, `${suite.server.url}?n=8`);
    await page.locator('button[data-term="nodes"]').tap().catch(() => page.click('button[data-term="nodes"]'));
    await page.waitForTimeout(100);
    assert.equal(await page.evaluate(() => document.getElementById('definition-nodes').matches(':popover-open')), true);
    const tip = await page.locator('#definition-nodes').boundingBox();
    assert.ok(tip.x >= 0 && tip.x + tip.width <= PHONE.width, `the definition fits the phone: ${JSON.stringify(tip)}`);
    await page.mouse.click(5, 400);
    assert.equal(await page.evaluate(() => document.getElementById('definition-nodes').matches(':popover-open')), false);
  } finally {
    await page.close();
  }
});

test('the shrinking share: the chart says the share backtracking visits, for the page\'s N', async () => {
  await withPage('chart', '?n=8&view=charts', async (page) => {
    await page.waitForFunction(() => /^N = 8: backtracking visits 2,057 nodes/.test(document.getElementById('shrink-note').textContent));
    assert.match(await page.textContent('#shrink-note'), /0\.012 % of the 16,777,216 boards with a queen in each row and 5\.1 % of the 40,320/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('#n').fill('12');
    await page.locator('#n').dispatchEvent('change');
    await page.waitForFunction(() => /^N = 12: backtracking visits 856,189 nodes/.test(document.getElementById('shrink-note').textContent));
    await page.locator('.shrink-panel').scrollIntoViewIfNeeded();
    shots.push(await shot(page.locator('.shrink-panel'), 'first-screen-shrinking-share-n12.png'));
    await page.click('#shrink-counts');
    assert.equal(await page.getAttribute('#shrink-counts', 'aria-pressed'), 'true');
  });
});

test('one set of controls in view at a time: down at the mistakes, the main controls are gone and its keys move nothing', async () => {
  await withPage('controls', '?n=8', async (page) => {
    await stepForward(page, 3);
    await page.locator('#mistakes-play').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.body.classList.contains('first-screen-out'));
    const controls = await page.locator('#controls').boundingBox();
    assert.ok(controls.y + controls.height <= 0, `the main controls scrolled away: ${JSON.stringify(controls)}`);
    const before = await stepNow(page);
    await blur(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    assert.equal(await stepNow(page), before, 'the main search did not move');
    // Back at the top, the keys work again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.body.classList.contains('first-screen-out'));
    await page.keyboard.press('ArrowRight');
    await waitForSnapshot(page, { step: before + 1 });
  });
});

test('a phone (390×844): board, counters and the step controls on one screen; the speed reachable; nothing cut off', async () => {
  await withPage('phone', '?n=8', async (page) => {
    await stepForward(page, 12);
    const found = await onScreen(page, {
      board: '#board', sentence: '#event-text', counters: '.counters-panel .counters', lastCounter: '#depth', play: '#play', step: '#step-forward', back: '#step-back', speed: '#speed-preset', present: '#present-toggle',
    });
    for (const [what, verdict] of Object.entries(found)) assert.equal(verdict, 'ok', what);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true, 'nothing wider than the screen');
    shots.push(await shot(page, 'first-screen-phone-390x844.png'));
  }, { viewport: PHONE });
});

test('after a far jump at N = 20 the step and the counters say where the search is, in words, within a second', async () => {
  await withPage('jump-20', '?n=20', async (page) => {
    const started = Date.now();
    await page.locator('#timeline').evaluate((el) => {
      el.value = String(Number(el.max) / 2);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForFunction(() => /^about step [\d,]+ \(\d+\.\d %\)$/.test(document.getElementById('step-label').textContent));
    measured.push(`N = 20: a 50 % jump said where the search is after ${Date.now() - started} ms`);
    await settled(page);
    const words = await page.evaluate(() => ({
      step: document.getElementById('step-label').textContent,
      counters: [...document.querySelectorAll('.counters-panel dd > span:first-child')].map((el) => el.textContent),
      note: document.getElementById('totals-note').textContent,
    }));
    assert.doesNotMatch(words.step, /\?/);
    for (const text of words.counters) assert.doesNotMatch(text, /\?|^\+/, text);
    assert.ok(words.counters.slice(0, 5).every((text) => text.startsWith('≈ ')), `estimates marked: ${words.counters}`);
    assert.match(words.note, /≈ marks an estimate: the search jumped 50\.0 % of the way through/);
    // The estimate is the landing's share of the table's whole search.
    const stats = JSON.parse(cli('stats', '20', '--json'));
    const solutions = Number(words.counters[4].replace(/[^0-9]/g, ''));
    assert.ok(Math.abs(solutions - stats.solutions / 2) < stats.solutions * 0.01, `about half the solutions: ${solutions}`);
    await blur(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    assert.match(await page.textContent('#step-label'), /^about step/);
    shots.push(await shot(page, 'first-screen-n20-after-a-jump.png'));
  });
});

test('axe-core: no serious violation beside the board (Python, Java, the tree around the search, the whole tree) nor on a phone', async () => {
  for (const [query, viewport] of [['?n=8&code=java', { width: 1280, height: 800 }], ['?n=8&side=tree', { width: 1280, height: 800 }], ['?n=8&side=whole', { width: 1280, height: 800 }], ['?n=8', PHONE]]) {
    await withPage(`axe ${query}`, query, async (page) => {
      await stepForward(page, 20);
      await page.addScriptTag({ content: AXE });
      const results = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(bad.map((v) => `${query}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')})`), []);
    }, { viewport });
  }
  assert.deepEqual(problems.filter((p) => p.includes('first-screen')), [], 'no console error or warning in these tests');
});
