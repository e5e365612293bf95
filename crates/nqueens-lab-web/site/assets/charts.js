// Charts (Chart.js, vendored as assets/vendor/chart.umd.js, global
// `Chart`) and the counts table.

import { fmt } from './format.js';

// Okabe–Ito colours: distinguishable with every common colour-vision
// deficiency.
export const COLORS = {
  blue: '#0072B2',
  vermillion: '#D55E00',
  green: '#009E73',
  purple: '#CC79A7',
  orange: '#E69F00',
  sky: '#56B4E9',
  grey: '#555555',
};

function chartDefaults() {
  const Chart = window.Chart;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
  Chart.defaults.color = '#222';
  Chart.defaults.borderColor = 'rgba(0,0,0,0.12)';
}


function superscriptPower(value) {
  const exp = Math.round(Math.log10(value));
  const sup = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
  return `10${String(exp)
    .split('')
    .map((ch) => sup[ch])
    .join('')}`;
}

/** A number in superscript digits: "⁻¹²". */
function superscript(number) {
  const sup = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
  return String(number).split('').map((ch) => sup[ch]).join('');
}

/** A percentage however small, readable: "5.1 %", "0.012 %", "3.6 × 10⁻¹¹ %". */
export function percentText(percent) {
  if (percent >= 10) return `${Math.round(percent)} %`;
  if (percent >= 1) return `${percent.toPrecision(2).replace(/\.0$/, '')} %`;
  if (percent >= 0.001) return `${Number(percent.toPrecision(2))} %`;
  const exponent = Math.floor(Math.log10(percent));
  const mantissa = percent / 10 ** exponent;
  return `${mantissa.toFixed(1)} × 10${superscript(exponent)} %`;
}

/**
 * "Backtracking visits a shrinking share": for N = 4 to 20 (the library's
 * table), the nodes backtracking visits as a share of the Nᴺ boards with a
 * queen in each row and of the N! with all columns different, falling on a
 * log scale; or, as a second view, the three counts themselves, rising.
 * The current N is marked and follows the page's N.
 */
export class ShrinkChart {
  /** `rows`: {n, power, factorial, nodes} for each N, as numbers. */
  constructor(canvas, rows) {
    chartDefaults();
    const Chart = window.Chart;
    this.rows = rows;
    this.mode = 'share';
    this.current = null;
    const marker = {
      id: 'currentN',
      afterDatasetsDraw: (chart) => this.drawMarker(chart),
    };
    this.chart = new Chart(canvas, {
      type: 'line',
      data: { labels: rows.map((r) => `${r.n}`), datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { title: { display: true, text: 'N' } },
          y: { type: 'logarithmic', title: { display: true, text: '' }, ticks: {} },
        },
        plugins: {
          legend: { labels: { usePointStyle: true, boxWidth: 10 } },
          tooltip: { callbacks: {} },
        },
      },
      plugins: [marker],
    });
    this.setMode('share');
  }

  /** "share" (the default) or "counts". */
  setMode(mode) {
    this.mode = mode;
    const rows = this.rows;
    const radius = (size) => (ctx) => (rows[ctx.dataIndex] && rows[ctx.dataIndex].n === this.current ? size + 3 : size);
    const options = this.chart.options;
    if (mode === 'share') {
      this.chart.data.datasets = [
        {
          label: 'share of the N! boards with all columns different',
          data: rows.map((r) => (100 * r.nodes) / r.factorial),
          borderColor: COLORS.orange, backgroundColor: COLORS.orange, borderDash: [2, 3], pointStyle: 'triangle', pointRadius: radius(4),
        },
        {
          label: 'share of the Nᴺ boards with a queen in each row',
          data: rows.map((r) => (100 * r.nodes) / r.power),
          borderColor: COLORS.vermillion, backgroundColor: COLORS.vermillion, borderDash: [8, 4], pointStyle: 'rect', pointRadius: radius(3),
        },
      ];
      options.scales.y.title.text = 'share visited by backtracking (log scale)';
      options.scales.y.ticks.callback = (value) => {
        const lg = Math.log10(value);
        const decade = Math.round(lg);
        if (Math.abs(lg - decade) > 1e-9 || decade % 3 !== 0) return null;
        return decade >= 0 ? `${10 ** decade} %` : `10${superscript(decade)} %`;
      };
      options.plugins.tooltip.callbacks.label = (ctx) => `${ctx.dataset.label}: ${percentText(ctx.parsed.y)}`;
    } else {
      this.chart.data.datasets = [
        {
          label: 'Nᴺ (a queen in each row)', data: rows.map((r) => r.power),
          borderColor: COLORS.vermillion, backgroundColor: COLORS.vermillion, borderDash: [8, 4], pointStyle: 'rect', pointRadius: radius(3),
        },
        {
          label: 'N! (all columns different)', data: rows.map((r) => r.factorial),
          borderColor: COLORS.orange, backgroundColor: COLORS.orange, borderDash: [2, 3], pointStyle: 'triangle', pointRadius: radius(4),
        },
        {
          label: 'nodes backtracking visits', data: rows.map((r) => r.nodes),
          borderColor: COLORS.blue, backgroundColor: COLORS.blue, pointStyle: 'circle', pointRadius: radius(3),
        },
      ];
      options.scales.y.title.text = 'count (log scale)';
      options.scales.y.ticks.callback = (value) => {
        const lg = Math.log10(value);
        return Math.abs(lg - Math.round(lg)) < 1e-9 && Math.round(lg) % 4 === 0 ? superscriptPower(value) : null;
      };
      options.plugins.tooltip.callbacks.label = (ctx) => `${ctx.dataset.label}: ${fmt(ctx.parsed.y)}`;
    }
    this.chart.update('none');
  }

  /** Marks board `n` (the page's N), if the chart has it. */
  mark(n) {
    if (n === this.current) return;
    this.current = n;
    this.chart.update('none');
  }

  /** A vertical line at the current N, with its name. */
  drawMarker(chart) {
    const index = this.rows.findIndex((r) => r.n === this.current);
    if (index < 0) return;
    const x = chart.scales.x.getPixelForValue(index);
    const { top, bottom } = chart.chartArea;
    const ctx = chart.ctx;
    ctx.save();
    ctx.strokeStyle = COLORS.blue;
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = COLORS.blue;
    ctx.font = `600 13px ${window.Chart.defaults.font.family}`;
    ctx.textAlign = x > (chart.chartArea.left + chart.chartArea.right) / 2 ? 'right' : 'left';
    ctx.fillText(`N = ${this.current}`, x + (ctx.textAlign === 'right' ? -6 : 6), top + 14);
    ctx.restore();
  }
}

// Dead ends at each depth for the current N, updated live.
export class DeadEndChart {
  constructor(canvas) {
    chartDefaults();
    const Chart = window.Chart;
    this.chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels: [],
        datasets: [
          {
            label: 'dead ends so far',
            data: [],
            backgroundColor: COLORS.vermillion,
            borderColor: '#7a3300',
            borderWidth: 1,
          },
          {
            label: 'dead ends in the whole search',
            data: [],
            backgroundColor: 'rgba(0,0,0,0)',
            borderColor: COLORS.grey,
            borderWidth: 2,
            grouped: false,
            hidden: true,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { title: { display: true, text: 'depth (queens on the board)' } },
          y: { beginAtZero: true, title: { display: true, text: 'dead ends' }, ticks: { precision: 0 } },
        },
        plugins: { legend: { labels: { boxWidth: 12 } } },
      },
    });
    this.shown = '';
  }

  reset(n, finalByDepth) {
    const labels = Array.from({ length: n }, (_, d) => `${d}`);
    this.chart.data.labels = labels;
    this.chart.data.datasets[0].data = new Array(n).fill(0);
    const total = this.chart.data.datasets[1];
    if (finalByDepth && finalByDepth.length === n) {
      total.data = finalByDepth.slice();
      total.hidden = false;
    } else {
      total.data = [];
      total.hidden = true;
    }
    this.shown = '';
    this.chart.update('none');
  }

  update(deadEndsByDepth) {
    const key = deadEndsByDepth.join(',');
    if (key === this.shown) return;
    this.shown = key;
    this.chart.data.datasets[0].data = deadEndsByDepth.slice();
    this.chart.update('none');
  }
}

// The table of counts.
export function fillCountsTable(table, rows, currentN) {
  const tbody = table.tBodies[0] || table.createTBody();
  while (tbody.firstChild) tbody.removeChild(tbody.firstChild);
  for (const r of rows) {
    const tr = tbody.insertRow();
    tr.dataset.n = String(r.n);
    if (r.n === currentN) tr.classList.add('current');
    const cells = [r.n, r.total, r.unique, r.nodes, r.expanded, r.dead_ends, r.squares_tried];
    cells.forEach((v, i) => {
      const cell = i === 0 ? document.createElement('th') : document.createElement('td');
      if (i === 0) cell.scope = 'row';
      cell.textContent = fmt(v);
      tr.appendChild(cell);
    });
  }
}

export function markCurrentRow(table, n) {
  for (const tr of table.querySelectorAll('tbody tr')) tr.classList.toggle('current', tr.dataset.n === String(n));
}
