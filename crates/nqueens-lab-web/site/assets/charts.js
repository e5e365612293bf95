// Charts (Chart.js, vendored as assets/vendor/chart.umd.js, global
// `Chart`) and the counts table.

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

import { fmt } from './format.js';

function superscriptPower(value) {
  const exp = Math.round(Math.log10(value));
  const sup = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
  return `10${String(exp)
    .split('')
    .map((ch) => sup[ch])
    .join('')}`;
}

// "The search tree shrinks": N^N, N! and nodes visited, log y axis.
export function makeShrinkChart(canvas, rows) {
  chartDefaults();
  const Chart = window.Chart;
  const labels = rows.map((r) => `${r.n}`);
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label: 'Nᴺ (a column for each row)',
          data: rows.map((r) => Number(r.power)),
          borderColor: COLORS.vermillion,
          backgroundColor: COLORS.vermillion,
          borderDash: [8, 4],
          pointStyle: 'rect',
          pointRadius: 4,
        },
        {
          label: 'N! (distinct columns)',
          data: rows.map((r) => Number(r.factorial)),
          borderColor: COLORS.orange,
          backgroundColor: COLORS.orange,
          borderDash: [2, 3],
          pointStyle: 'triangle',
          pointRadius: 5,
        },
        {
          label: 'nodes visited by backtracking',
          data: rows.map((r) => Number(r.nodes)),
          borderColor: COLORS.blue,
          backgroundColor: COLORS.blue,
          pointStyle: 'circle',
          pointRadius: 4,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { title: { display: true, text: 'N' } },
        y: {
          type: 'logarithmic',
          title: { display: true, text: 'count (log scale)' },
          ticks: {
            callback(value) {
              const lg = Math.log10(value);
              return Math.abs(lg - Math.round(lg)) < 1e-9 && Math.round(lg) % 2 === 0 ? superscriptPower(value) : null;
            },
          },
        },
      },
      plugins: {
        legend: { labels: { usePointStyle: true, boxWidth: 10 } },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${fmt(ctx.parsed.y)}` } },
      },
    },
  });
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

// The table of counts for N = 1..14.
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
