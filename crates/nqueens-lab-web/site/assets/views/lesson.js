// The lesson, beside the board (`?view=lesson&section=K`): short sections
// in the order the lessons teach (lesson-sections.js), each setting the
// main board to a moment of the real search and showing one figure, then
// asking a question before it tells. The answers come from the library
// (lesson-model.js works them out from the search stepped ahead, the
// table and the symmetries); a wrong answer is answered with why, on the
// board. The score is kept in this browser (storage.js), never sent.
// The section's own figures (the pruning race, the work by N timed in this
// browser, the 8 symmetries) are drawn here, in the lesson's worker.

import { el } from '../dom.js';
import { fmt } from '../format.js';
import { Thumb, thumbnail } from '../board.js';
import { WorkerClient, isCancelled } from '../worker-client.js';
import { Player } from '../playback.js';
import { SECTIONS, OWN_FIGURES } from '../lesson-sections.js';
import { answerOf, answerWords, choiceWords, fillIn, isRight, scoreOf, why } from '../lesson-model.js';
import { KEYS, keep, recalled } from '../storage.js';
import { layoutOf, layoutsOf } from '../slides.js';
import { COLORS } from '../charts.js';

/** The race's pace: boards a second each runner looks at, slow and fast. */
const RACE_RATES = { slow: 6, fast: 400 };

/** The boards timed in this browser. */
const TIMED = { from: 8, to: 15 };

export function mount(root, context) {
  const { state, actions } = context;
  const worker = new WorkerClient(new URL('./lesson-worker.js', import.meta.url), "the lesson's worker");

  root.replaceChildren();
  const head = el('div', { class: 'lesson-head' });
  const title = el('h2', { id: 'lesson-title' }, 'Lesson');
  const score = el('p', { class: 'lesson-score', id: 'lesson-score', 'aria-live': 'polite' });
  const toc = el('nav', { class: 'lesson-toc', 'aria-label': 'Sections of the lesson' });
  const tocList = el('ol');
  toc.append(tocList);
  // The teacher's tools (presentation mode): the slide's layout and the pen.
  const tools = el('div', { class: 'lesson-tools', role: 'group', 'aria-label': 'Slide' });
  const layoutButtons = new Map();
  for (const [layout, words, title] of [['code', 'code', 'the board, the code and its sets'], ['tree', 'tree', 'the board and the search tree'], ['figure', 'figure', 'the section\'s figure']]) {
    const button = el('button', { type: 'button', 'data-layout': layout, 'aria-pressed': 'false', title: `Layout of this slide: ${title}` }, words);
    button.addEventListener('click', () => actions.setLayout(layout));
    layoutButtons.set(layout, button);
    tools.append(button);
  }
  const penButton = el('button', { type: 'button', 'data-pen': '', 'aria-pressed': 'false', title: 'Draw on the board (w); c clears it' }, 'pen');
  penButton.addEventListener('click', () => actions.togglePen());
  const clearButton = el('button', { type: 'button', title: 'Clear the drawing (c)' }, 'clear');
  clearButton.addEventListener('click', () => actions.clearPen());
  tools.append(penButton, clearButton);
  head.append(title, toc, score, tools);

  /** The layout switch of the slide shown: its choices, the one in use pressed. */
  function drawLayouts() {
    const section = SECTIONS[state.section - 1];
    const offered = layoutsOf(section);
    const current = layoutOf(section);
    for (const [layout, button] of layoutButtons) {
      button.hidden = !offered.includes(layout);
      button.setAttribute('aria-pressed', String(layout === current));
    }
  }

  const sections = SECTIONS.map((section, i) => buildSection(section, i));
  for (const [i, section] of SECTIONS.entries()) {
    const item = el('li');
    const link = el('button', { type: 'button', 'data-section': String(i + 1), title: `${i + 1}. ${section.title}`, 'aria-label': `section ${i + 1}: ${section.title}` }, String(i + 1));
    link.addEventListener('click', () => actions.showSection(i + 1));
    item.append(link);
    tocList.append(item);
  }
  const nav = el('div', { class: 'lesson-nav', role: 'group', 'aria-label': 'Lesson sections' });
  const previous = el('button', { type: 'button', id: 'lesson-previous', title: 'The section before (Page Up)' }, '◀ back');
  const next = el('button', { type: 'button', id: 'lesson-next', class: 'primary', title: 'The next section (Page Down)' }, 'next ▶');
  previous.addEventListener('click', () => actions.showSection(state.section - 1));
  next.addEventListener('click', () => actions.showSection(state.section + 1));
  nav.append(previous, next);
  const figure = el('div', { class: 'lesson-figure', id: 'lesson-figure' });
  root.append(head, ...sections.map((s) => s.root), nav, figure);

  const figures = {
    race: buildRace(),
    growth: buildGrowth(),
    symmetry: buildSymmetry(),
  };
  figure.append(...Object.values(figures).map((f) => f.root));

  // ---- one section ------------------------------------------------------------

  /** A section's elements: heading, text, question (choices or the board), feedback, and what it tells after. */
  function buildSection(section, i) {
    const root = el('section', { class: 'lesson-section', 'data-section': section.id, 'aria-labelledby': `lesson-h-${section.id}`, hidden: '' });
    const heading = el('h3', { id: `lesson-h-${section.id}`, tabindex: '-1' }, `${i + 1}. ${section.title}`);
    const text = el('p', { class: 'lesson-text' }, section.text.join(' '));
    const slide = el('p', { class: 'lesson-slide' }, section.slide);
    const q = section.question;
    const group = el('div', { class: 'question', role: 'group', 'aria-labelledby': `lesson-q-${section.id}`, 'data-question': q.id });
    const prompt = el('p', { class: 'question-prompt', id: `lesson-q-${section.id}` });
    const choices = el('div', { class: 'question-choices' });
    const feedback = el('p', { class: 'question-feedback', 'aria-live': 'polite' });
    group.append(prompt, choices, feedback);
    const after = el('p', { class: 'lesson-after', hidden: '' });
    root.append(heading, text, slide, group, after);
    return { section, root, heading, prompt, choices, feedback, after, answered: false, answer: null, facts: null };
  }

  /** The section shown, set up: the board at its moment, then its question, answered from the library. */
  let shownGeneration = 0;
  async function show(k) {
    const generation = ++shownGeneration;
    const view = sections[k - 1];
    for (const s of sections) s.root.hidden = s !== view;
    for (const button of tocList.querySelectorAll('button')) {
      if (Number(button.dataset.section) === k) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    previous.disabled = k <= 1;
    next.disabled = k >= SECTIONS.length;
    root.dataset.section = view.section.id;
    const own = OWN_FIGURES.includes(view.section.figure) ? view.section.figure : null;
    for (const [name, f] of Object.entries(figures)) f.root.hidden = name !== own;
    if (view.section.figure !== 'race') figures.race.stop();
    if (view.section.figure !== 'growth') figures.growth.cancel();
    actions.markSquares([]);
    drawScore();
    drawLayouts();
    view.answered = false;
    view.feedback.textContent = '';
    view.after.hidden = true;
    view.choices.replaceChildren(el('p', { class: 'hint' }, 'Setting the board…'));
    view.prompt.textContent = view.section.question.prompt;
    root.dataset.ready = 'false';
    await actions.goToMoment(view.section.n, view.section.moment);
    if (generation !== shownGeneration) return;
    const facts = await gatherFacts(view.section.question);
    if (generation !== shownGeneration || !facts) return;
    view.facts = facts;
    view.answer = answerOf(view.section.question, facts);
    view.prompt.textContent = fillIn(view.section.question.prompt, '', state.figures) || view.section.question.prompt;
    drawChoices(view);
    if (view.section.figure === 'race') figures.race.open(view.section.n);
    if (view.section.figure === 'symmetry') figures.symmetry.clear();
    root.dataset.ready = 'true';
  }

  /** What the library says that the question needs: the figures, the search stepped ahead, the symmetries. */
  async function gatherFacts(question) {
    try {
      await context.figuresReady();
      const facts = { figures: state.figures, peek: null, images: null };
      if (['verdict', 'next-try', 'dead-end', 'row-tries'].includes(question.kind)) {
        facts.peek = await context.search.request('peek', {}, { lane: 'peek' }).promise;
      }
      if (question.kind === 'class') {
        const images = await context.facts.request('symmetries', { columns: state.snap.columns }, { lane: 'views' }).promise;
        facts.images = images.map((image) => image.columns);
        facts.names = images.map((image) => image.name);
      }
      return facts;
    } catch (err) {
      if (!isCancelled(err)) context.fail(err);
      return null;
    }
  }

  /** The choices as buttons (a square question: the board's squares as buttons too, for the keyboard). */
  function drawChoices(view) {
    const q = view.section.question;
    const n = state.n;
    if (q.kind === 'next-try') {
      // Click the board, or a square here: a grid of the board's squares.
      const grid = el('div', { class: 'square-choices', style: `--n: ${n}` });
      for (let row = 0; row < n; row++) {
        for (let column = 0; column < n; column++) {
          const button = el('button', { type: 'button', 'aria-label': `row ${row}, column ${column}`, title: `row ${row}, column ${column}` }, '');
          if ((row + column) % 2 === 1) button.classList.add('dark');
          if (state.snap.columns[row] === column) button.classList.add('queen');
          button.addEventListener('click', () => answer(view, { row, column }));
          grid.append(button);
        }
      }
      view.choices.replaceChildren(grid, el('p', { class: 'hint' }, 'Click the square on the board, or here.'));
      view.boardClick = (square) => answer(view, square);
      return;
    }
    view.boardClick = null;
    const buttons = q.choices.map((choice) => {
      const button = el('button', { type: 'button', 'data-choice': String(choice) }, choiceWords(q, choice, n));
      button.addEventListener('click', () => answer(view, choice));
      return button;
    });
    view.choices.replaceChildren(...buttons);
  }

  /** The learner's answer: scored once (the first answer), told why, and shown on the board. */
  async function answer(view, choice) {
    if (view.answered || view.answer === null) return;
    view.answered = true;
    view.boardClick = null;
    const q = view.section.question;
    const right = isRight(q, choice, view.answer);
    const record = recalled(KEYS.lessonScore, {});
    if (!record[q.id]) {
      record[q.id] = { right };
      keep(KEYS.lessonScore, record);
    }
    drawScore();
    for (const button of view.choices.querySelectorAll('button')) {
      button.disabled = true;
      const value = button.dataset.choice;
      if (value !== undefined && value === String(view.answer)) button.classList.add('right');
      if (value !== undefined && value === String(choice) && !right) button.classList.add('wrong');
    }
    view.feedback.textContent = why(q, choice, view.answer, view.facts);
    view.feedback.classList.toggle('right', right);
    view.feedback.classList.toggle('wrong', !right);
    if (q.kind === 'next-try' && !right) actions.markSquares([{ row: choice.row, column: choice.column }]);
    tell(view);
    await showOnBoard(view);
  }

  /** What the section tells once its question is answered. */
  function tell(view) {
    const q = view.section.question;
    const text = fillIn(view.section.after, answerWords(q, view.answer, view.facts), state.figures);
    view.after.textContent = text || '';
    view.after.hidden = false;
    if (q.kind === 'class') figures.symmetry.show(state.snap.columns, view.facts);
  }

  /** The answer on the board: the search stepped to what the question was about. */
  async function showOnBoard(view) {
    const peek = view.facts.peek;
    switch (view.section.question.kind) {
      case 'verdict':
        await actions.stepBy(1);
        break;
      case 'next-try':
      case 'row-tries':
        await actions.stepBy(peek.eventsToNext);
        break;
      case 'dead-end':
        await actions.stepBy(peek.row.eventsToVerdict);
        break;
      default:
        break;
    }
  }

  function drawScore() {
    const { answered, right } = scoreOf(recalled(KEYS.lessonScore, {}));
    score.textContent = `Score: ${right} of ${answered} right, ${SECTIONS.length} questions (kept in this browser only)`;
  }

  // ---- the pruning race ---------------------------------------------------------

  function buildRace() {
    const box = el('div', { class: 'race', id: 'race' });
    const runners = ['fillings', 'permutations', 'backtracking'].map((name) => {
      const lane = el('div', { class: `race-lane ${name}`, 'data-runner': name });
      const label = el('h4', {}, { fillings: 'every board (Nᴺ)', permutations: 'every permutation (N!)', backtracking: 'backtracking' }[name]);
      const picture = el('div', { class: 'race-board' });
      const bar = el('progress', { max: '1', value: '0', 'aria-label': `${name}: boards looked at` });
      const figures = el('p', { class: 'race-figures' });
      lane.append(label, picture, bar, figures);
      return { name, lane, picture, bar, figures };
    });
    const controls = el('div', { class: 'race-controls', role: 'group', 'aria-label': 'The race' });
    const play = el('button', { type: 'button', id: 'race-play', class: 'primary', 'aria-pressed': 'false' }, '▶ race');
    const fast = el('button', { type: 'button', id: 'race-fast', 'aria-pressed': 'false' }, 'faster');
    const status = el('p', { class: 'race-status hint', id: 'race-status', 'aria-live': 'polite' });
    controls.append(play, fast);
    const lanes = el('div', { class: 'race-lanes' });
    lanes.append(...runners.map((r) => r.lane));
    box.append(lanes, controls, status);
    let rate = RACE_RATES.slow;
    let standing = null;
    const player = new Player({
      rate: () => rate,
      runSteps: (boards, budgetMs) => worker.request('race-step', { boards: Number.isFinite(boards) ? boards : 1e9, budgetMs }, { lane: 'race' }).promise.then(draw, failQuietly),
      isFinished: () => Boolean(standing && standing.finished),
      onStop: () => {
        play.textContent = '▶ race';
        play.setAttribute('aria-pressed', 'false');
        drawStatus();
      },
    });
    const failQuietly = (err) => {
      if (!isCancelled(err)) context.fail(err);
    };
    const draw = (next) => {
      if (!next) return;
      standing = next;
      for (const [i, runner] of runners.entries()) {
        const s = next.runners[i];
        // The board as far as it is filled (backtracking's are partial).
        const picture = new Thumb(next.n, `race-thumb${s.solved ? ' solved' : ''}`);
        picture.update(s.board);
        runner.picture.replaceChildren(picture.svg);
        runner.bar.max = s.total;
        runner.bar.value = s.looked;
        runner.figures.textContent = `${fmt(s.looked)} of ${fmt(s.total)} boards · ${fmt(s.solutions)} ${s.solutions === 1 ? 'solution' : 'solutions'}${s.done ? ' · done' : ''}`;
        runner.lane.dataset.done = String(s.done);
      }
      drawStatus();
    };
    const drawStatus = () => {
      if (!standing) return;
      const done = standing.runners.filter((s) => s.done).map((s) => s.name);
      status.textContent = standing.finished
        ? 'All three found the same solutions. Backtracking looked at the fewest boards.'
        : done.length
          ? `${done.join(' and ')} done; the others go on.`
          : `N = ${standing.n}: one board each per tick.`;
    };
    play.addEventListener('click', () => {
      if (player.playing) {
        player.pause();
        play.textContent = '▶ race';
        play.setAttribute('aria-pressed', 'false');
      } else if (standing && !standing.finished) {
        player.play();
        play.textContent = '❚❚ pause';
        play.setAttribute('aria-pressed', 'true');
      }
    });
    fast.addEventListener('click', () => {
      rate = rate === RACE_RATES.slow ? RACE_RATES.fast : RACE_RATES.slow;
      fast.setAttribute('aria-pressed', String(rate === RACE_RATES.fast));
    });
    return {
      root: box,
      /** A new race of N (a race under way stops). */
      open(n) {
        player.pause();
        play.textContent = '▶ race';
        play.setAttribute('aria-pressed', 'false');
        standing = null;
        box.dataset.n = String(n);
        // Opening supersedes the steps of the race before it (the lane's rule).
        return worker.request('race-open', { n }, { lane: 'race' }).promise.then(draw, failQuietly);
      },
      stop() {
        player.pause();
        play.textContent = '▶ race';
        play.setAttribute('aria-pressed', 'false');
      },
      get n() {
        return standing ? standing.n : null;
      },
    };
  }

  // ---- the work by N, timed in this browser ----------------------------------------

  function buildGrowth() {
    const box = el('div', { class: 'growth', id: 'growth' });
    const start = el('button', { type: 'button', id: 'growth-start', class: 'primary' }, `time N = ${TIMED.from} to ${TIMED.to} in this browser`);
    const cancel = el('button', { type: 'button', id: 'growth-cancel', hidden: '' }, 'stop');
    // The chart: the time here (bars) beside the table's nodes (a line), both on log scales.
    const chartBox = el('div', { class: 'growth-chart' });
    const canvas = el('canvas', { id: 'growth-chart', role: 'img', 'aria-label': 'the nodes of each N from the table, and the time your browser took for its whole search' });
    chartBox.append(canvas);
    let chart = null;
    const table = el('table', { class: 'growth-table', id: 'growth-table' });
    const head = el('thead');
    const headRow = el('tr');
    for (const text of ['N', 'nodes (the table)', '× N − 1', 'time here']) headRow.append(el('th', { scope: 'col' }, text));
    head.append(headRow);
    const body = el('tbody');
    table.append(el('caption', {}, 'The whole search, N by N: its nodes, and how long your browser took.'), head, body);
    const status = el('p', { class: 'hint', id: 'growth-status', 'aria-live': 'polite' });
    const controls = el('div', { class: 'growth-controls' });
    controls.append(start, cancel);
    const more = el('details', { class: 'growth-more' });
    more.append(el('summary', {}, 'the figures as a table'), table);
    box.append(controls, chartBox, status, more);
    let running = null;
    const rows = new Map();
    const drawRows = () => {
      const items = [];
      for (let n = TIMED.from; n <= TIMED.to; n++) {
        const f = state.figures.get(n);
        const before = state.figures.get(n - 1);
        const tr = el('tr', { 'data-n': String(n) });
        const timed = rows.get(n);
        tr.append(
          el('th', { scope: 'row' }, String(n)),
          el('td', {}, f ? fmt(f.nodes) : '…'),
          el('td', {}, f && before ? `× ${(f.nodes / before.nodes).toFixed(1)}` : ''),
          el('td', { class: 'growth-ms' }, timed === undefined ? '' : timed === 'running' ? 'timing…' : `${fmt(Math.round(timed))} ms`),
        );
        items.push(tr);
      }
      body.replaceChildren(...items);
      drawChart();
    };
    const drawChart = () => {
      if (!window.Chart) return;
      const ns = [];
      for (let n = TIMED.from; n <= TIMED.to; n++) ns.push(n);
      const nodes = ns.map((n) => (state.figures.get(n) ? state.figures.get(n).nodes : null));
      const times = ns.map((n) => (typeof rows.get(n) === 'number' ? Math.max(rows.get(n), 0.1) : null));
      if (!chart) {
        chart = new window.Chart(canvas, {
          data: {
            labels: ns.map(String),
            datasets: [
              { type: 'bar', label: 'time in your browser (ms)', data: times, backgroundColor: COLORS.sky, borderColor: COLORS.blue, borderWidth: 1, yAxisID: 'ms' },
              { type: 'line', label: 'nodes (the table)', data: nodes, borderColor: COLORS.vermillion, backgroundColor: COLORS.vermillion, yAxisID: 'nodes', pointRadius: 3 },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { title: { display: true, text: 'N' } },
              ms: { type: 'logarithmic', position: 'left', title: { display: true, text: 'ms (log)' } },
              nodes: { type: 'logarithmic', position: 'right', title: { display: true, text: 'nodes (log)' }, grid: { drawOnChartArea: false } },
            },
            plugins: { legend: { labels: { boxWidth: 12 } } },
          },
        });
        return;
      }
      chart.data.datasets[0].data = times;
      chart.data.datasets[1].data = nodes;
      chart.update('none');
    };
    const finish = (text) => {
      running = null;
      start.hidden = false;
      cancel.hidden = true;
      status.textContent = text;
    };
    start.addEventListener('click', async () => {
      rows.clear();
      start.hidden = true;
      cancel.hidden = false;
      const mine = {};
      running = mine;
      for (let n = TIMED.from; n <= TIMED.to; n++) {
        rows.set(n, 'running');
        drawRows();
        const request = worker.request('time', { n }, { lane: 'time' });
        mine.id = request.id;
        let result;
        try {
          result = await request.promise;
        } catch (err) {
          if (!isCancelled(err)) context.fail(err);
          rows.delete(n);
          drawRows();
          if (running === mine) finish('Stopped.');
          return;
        }
        if (running !== mine) return;
        rows.set(n, result.ms);
        drawRows();
      }
      const slow = rows.get(TIMED.to);
      const fastest = rows.get(TIMED.from);
      finish(`Your browser took ${fmt(Math.round(fastest))} ms for N = ${TIMED.from} and ${fmt(Math.round(slow))} ms for N = ${TIMED.to}: the time grows with the nodes.`);
    });
    const stop = () => {
      if (!running) return;
      worker.cancel(running.id);
      running = null;
      finish('Stopped.');
    };
    cancel.addEventListener('click', stop);
    drawRows();
    return {
      root: box,
      cancel: stop,
      redraw: drawRows,
    };
  }

  // ---- the 8 images of a solution ---------------------------------------------------

  function buildSymmetry() {
    const box = el('div', { class: 'lesson-symmetry', id: 'lesson-symmetry' });
    return {
      root: box,
      clear() {
        box.replaceChildren(el('p', { class: 'hint' }, 'Answer the question to see the 8 images.'));
      },
      show(columns, facts) {
        const grid = el('div', { class: 'symmetry-grid' });
        facts.images.forEach((image, i) => {
          const item = el('figure');
          item.append(thumbnail(image, 'symmetry-thumb'), el('figcaption', {}, facts.names[i]));
          grid.append(item);
        });
        box.replaceChildren(grid);
      },
    };
  }

  // ---- following the page ------------------------------------------------------------

  context.onSection((k, { layoutOnly = false } = {}) => {
    if (layoutOnly) drawLayouts();
    else show(k);
  });
  context.onBoardClick((square) => {
    const view = sections[state.section - 1];
    if (view && view.boardClick && state.side === 'lesson') view.boardClick(square);
  });
  // The race follows the page's N, within the race's sizes; a change of N
  // stops a race under way and opens one of the new N.
  let raceLimits = null;
  worker.ready.then((info) => {
    raceLimits = info;
  }, context.fail);
  context.onSnapshot((snap) => {
    if (!snap || !raceLimits || state.side !== 'lesson') return;
    const section = SECTIONS[state.section - 1];
    if (section.figure !== 'race' || root.dataset.ready !== 'true') return;
    const n = Math.max(raceLimits.raceMinN, Math.min(raceLimits.raceMaxN, snap.n));
    if (figures.race.n !== null && figures.race.n !== n) figures.race.open(n);
  });
  context.onFigures(() => figures.growth.redraw());
  if (state.side === 'lesson') show(state.section);
}
