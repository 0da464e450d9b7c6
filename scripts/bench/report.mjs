// The bench's printed table (Markdown, so it can go into docs/performance.md as is) and its verdict lines.

const TRACKING_TARGETS = { shareOfBare: 0.7, p97_5OfBare: 1.5 };
/** The tracking link's page, rendered with the request's status, against the JSON lookup it is made from. */
const TRACKING_PAGE_SHARE_OF_LOOKUP = 0.5;

const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : '–');
const perSecond = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const ratio = (value, base) => (Number.isFinite(value) && base > 0 ? `${Math.round((value / base) * 100)} %` : '–');
const cpu = ({ serverCpuShare: share, serverCpuMsPerRequest: perRequest }) =>
  Number.isFinite(share) ? `${Math.round(share * 100)} %, ${perRequest.toFixed(2)} ms/req` : '–';
const workerCpu = ({ workerCpuMsPerRequest: perRequest }) => (Number.isFinite(perRequest) ? `${perRequest.toFixed(2)} ms/req` : '–');

/** Non-2xx answers plus socket errors (timeouts among them). */
export function refusals(result) {
  return result.non2xx + result.socketErrors;
}

function errorCell(result) {
  const count = refusals(result);
  if (count === 0) return '0';
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n}×${code}`);
  if (result.socketErrors) codes.push(`${result.socketErrors} socket`);
  return `${count} (${codes.join(', ')})`;
}

/**
 * rows: { label, result, baseline } with `result` from load.mjs and `baseline` the key of the ceiling its
 * requests/s is compared with, if any; the ceilings: `bare` (the lookup), `bareWrite` (the intake's rows)
 * and `pgbench`.
 */
export function renderTable(rows, ceilings) {
  const { bare, pgbench } = ceilings;
  const header = ['path', 'req/s', 'p50', 'p95', 'p97.5', 'p99', 'errors', 'vs bare node+pg', 'vs pgbench -S', 'server CPU', 'worker CPU'];
  const lines = rows.map(({ label, result, baseline }) => [
    label,
    perSecond(result.requestsPerSecond),
    ms(result.p50),
    ms(result.p95),
    ms(result.p97_5),
    ms(result.p99),
    errorCell(result),
    ratio(result.requestsPerSecond, ceilings[baseline]?.requestsPerSecond),
    ratio(result.requestsPerSecond, pgbench?.tps),
    cpu(result),
    workerCpu(result),
  ]);
  if (pgbench) {
    lines.push(['`pgbench -S` (ceiling)', perSecond(pgbench.tps), '–', '–', '–', '–', '0', ratio(pgbench.tps, bare?.requestsPerSecond), '100 %', '–', '–']);
  }
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const row = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [row(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(row)].join('\n');
}

/** Whether the tracking lookup holds its targets, said in one line. */
export function trackingVerdict(tracking, bare) {
  const share = bare ? tracking.requestsPerSecond / bare.requestsPerSecond : NaN;
  const refused = refusals(tracking);
  const checks = [
    [`${Math.round(share * 100)} % of bare node+pg (≥ ${TRACKING_TARGETS.shareOfBare * 100} %)`, share >= TRACKING_TARGETS.shareOfBare],
    [
      `p97.5 ${ms(tracking.p97_5)} (≤ ${TRACKING_TARGETS.p97_5OfBare} × the bare ${ms(bare?.p97_5)})`,
      tracking.p97_5 <= TRACKING_TARGETS.p97_5OfBare * (bare?.p97_5 ?? NaN),
    ],
    [`${refused} refused (0)`, refused === 0],
  ];
  const held = checks.every(([, ok]) => ok);
  return `Tracking lookup targets ${held ? 'HOLD' : 'DO NOT HOLD'}: ${checks.map(([text, ok]) => `${text} ${ok ? 'yes' : 'NO'}`).join('; ')}.`;
}

/** Whether the server-rendered tracking page keeps its share of the JSON lookup's requests/s, said in one line. */
export function trackingPageVerdict(page, lookup) {
  const share = page.requestsPerSecond / lookup.requestsPerSecond;
  const refused = refusals(page);
  const held = share >= TRACKING_PAGE_SHARE_OF_LOOKUP && refused === 0;
  return `Tracking page target ${held ? 'HOLDS' : 'DOES NOT HOLD'}: ${Math.round(share * 100)} % of the JSON lookup's requests/s (≥ ${TRACKING_PAGE_SHARE_OF_LOOKUP * 100} %) ${share >= TRACKING_PAGE_SHARE_OF_LOOKUP ? 'yes' : 'NO'}; ${refused} refused (0) ${refused === 0 ? 'yes' : 'NO'}.`;
}

/**
 * Each write's server CPU per request, said in one line. Writes have no target of their own any more
 * (they stay in the ORM's unit of work); the storm day measures them under a realistic mix.
 */
export function writesSummary(writes) {
  return `Writes, server CPU per request (no target): ${writes.map(({ label, result }) => `${label} ${result.serverCpuMsPerRequest.toFixed(2)} ms`).join('; ')}.`;
}
