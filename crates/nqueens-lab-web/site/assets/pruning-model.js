// What pruning saves, from the library's counts: a rejection at row k of
// an N×N board skips every filling of the N − k − 1 rows below it, N^(N−k−1)
// complete fillings (a column for each row). Exact, with BigInt. Pure
// (tested with node --test in crates/nqueens-lab-web/tests/js/).

/** N^(N−k−1): the complete fillings one rejection at row k skips. */
export function skippedBy(n, row) {
  return BigInt(n) ** BigInt(n - row - 1);
}

/** N^N: every way to put a queen in each row. */
export function allFillings(n) {
  return BigInt(n) ** BigInt(n);
}

/** N!: the fillings with N different columns. */
export function permutations(n) {
  let out = 1n;
  for (let k = 2n; k <= BigInt(n); k++) out *= k;
  return out;
}

/** The fillings skipped by all the rejections so far (`rejectionsByRow[k]` at row k). */
export function skippedSoFar(n, rejectionsByRow) {
  return rejectionsByRow.reduce((sum, count, row) => sum + BigInt(count) * skippedBy(n, row), 0n);
}

/** A BigInt with thousands separators ("16,777,216"). */
export function big(value) {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `part` as a share of `whole`, in words ("99.999 %", "< 0.001 %"). */
export function share(part, whole) {
  if (whole === 0n) return '—';
  const tenThousandths = (part * 1000000n) / whole; // in units of 0.0001 %
  const percent = Number(tenThousandths) / 10000;
  if (part > 0n && percent < 0.001) return '< 0.001 %';
  if (part < whole && percent > 99.999) return '> 99.999 %';
  return `${percent.toFixed(3)} %`;
}
