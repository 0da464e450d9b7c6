// Figures and targets of a bench, printed as one small table with a verdict per target.

/** The p-th percentile (nearest rank) of ascending `sorted`, NaN when empty. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * rows: [label, value, target?, met?]; a row with a target prints PASS or FAIL after it.
 * Returns true when every target was met.
 */
export function printResultTable(title, rows) {
  const labelWidth = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(...rows.map((row) => String(row[1]).length));
  console.log(`\n${title}`);
  for (const [label, value, target, met] of rows) {
    const verdict = target === undefined ? '' : `${target.padEnd(14)} ${met ? 'PASS' : 'FAIL'}`;
    console.log(`  ${label.padEnd(labelWidth)}  ${String(value).padStart(valueWidth)}  ${verdict}`.trimEnd());
  }
  const passed = rows.every((row) => row[2] === undefined || row[3]);
  console.log(`\n${passed ? 'PASS' : 'FAIL'}`);
  return passed;
}

export const formatCount = (value) => value.toLocaleString('en-US');
export const formatMs = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-');
