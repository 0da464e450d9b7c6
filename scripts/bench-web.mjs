// `npm run bench:web`: builds, starts the built app on a scratch database, and loads each kind of page
// in Chromium as a phone on a slow network would: the first HTML, the JavaScript it needs before it can
// be used, when content is painted, and Lighthouse's mobile scores. Prints a table; asserts nothing.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = 3300;
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  PUBLIC_URL: base,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/roadside_bench_web',
  REDIS_URL: 'redis://127.0.0.1:6379/14',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
};
// Lighthouse's mobile profile: about 1.6 Mbps down, 150 ms round trips, a CPU four times slower.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const BUDGETS = { marketingHtmlKb: 14, marketingPerformance: 0.95, appJsKb: 150, appPerformance: 0.9 };
// The page targets, each printed with its figure and a verdict under the table.
const TARGETS = { adminJsKb: 150, trackingPerformance: 0.95, marketingLcpMs: 1800 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForHealth();
  const created = await (
    await fetch(`${base}/api/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '2145550100', vehicleYear: '2018', vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleType: 'Pickup Truck', serviceType: 'Jump Start', locationAddress: 'Dallas, TX', useGps: false }),
    })
  ).json();
  const routes = [
    ['home', '/', 'marketing'],
    ['city', '/city/irving-roadside-assistance', 'marketing'],
    ['service', '/service/jump-start-service', 'marketing'],
    ['county', '/county/collin-county', 'marketing'],
    ['info', '/info/real-time-tracking', 'marketing'],
    ['pricing', '/pricing', 'marketing'],
    ['request form', '/request', 'app'],
    ['tracking', `/track/${created.trackingId}`, 'app'],
    ['payment', `/payment/${created.id}?code=${created.trackingId}`, 'app'],
    // The one-tap page a driver asking by text opens (an unknown code: the same code and styles load).
    ['location link', `/locate/${'A'.repeat(22)}`, 'app'],
    ['admin login', '/admin/login', 'admin'],
  ];
  const rows = [];
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const [name, path, kind] of routes) rows.push({ name, path, kind, ...(await measure(path)), ...(await scores(chrome.port, path)) });
  } finally {
    await chrome.kill();
  }
  console.table(
    rows.map((row) => ({
      page: row.name,
      'first HTML (KB gzip)': row.htmlKb.toFixed(1),
      'first-load JS (KB gzip)': row.jsKb.toFixed(1),
      'JS files': row.jsFiles,
      'FCP slow 4G (ms)': row.fcp,
      'content before JS': row.paintedWithoutJs ? 'yes' : 'no',
      'LH LCP (ms)': row.lcp === null ? '—' : Math.round(row.lcp),
      'LH perf / a11y / best / SEO': CATEGORIES.map((category) => row[category]?.toFixed(2) ?? '—').join(' / '),
      budget: budgetMet(row) ? 'met' : 'MISSED',
    })),
  );
  console.table(targetVerdicts(rows));
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

function budgetMet(row) {
  if (row.kind !== 'marketing') return row.jsKb <= BUDGETS.appJsKb && row.performance >= BUDGETS.appPerformance;
  const perfect = ['accessibility', 'best-practices', 'seo'].every((category) => row[category] === 1);
  return row.htmlKb <= BUDGETS.marketingHtmlKb && row.paintedWithoutJs && row.performance >= BUDGETS.marketingPerformance && perfect;
}

function targetVerdicts(rows) {
  const verdict = (met) => (met ? 'met' : 'MISSED');
  return [
    ...rows
      .filter((row) => row.kind === 'admin')
      .map((row) => ({ figure: `${row.name}: first-load JS`, value: `${row.jsKb.toFixed(1)} KB gzip`, target: `≤ ${TARGETS.adminJsKb} KB`, verdict: verdict(row.jsKb <= TARGETS.adminJsKb) })),
    ...rows
      .filter((row) => row.name === 'tracking')
      .map((row) => ({ figure: `${row.name}: Lighthouse performance`, value: row.performance?.toFixed(2) ?? '—', target: `≥ ${TARGETS.trackingPerformance}`, verdict: verdict(row.performance >= TARGETS.trackingPerformance) })),
    ...rows
      .filter((row) => row.kind === 'marketing')
      .map((row) => ({ figure: `${row.name}: Lighthouse LCP`, value: row.lcp === null ? '—' : `${(row.lcp / 1000).toFixed(2)} s`, target: `≤ ${TARGETS.marketingLcpMs / 1000} s`, verdict: verdict(row.lcp !== null && row.lcp <= TARGETS.marketingLcpMs) })),
  ];
}

/** Lighthouse's mobile run (its default: a mid-range phone on slow 4G, simulated). */
async function scores(port, path) {
  // A run Lighthouse could not finish (a page that never settled in its window) scores nothing; one
  // more try tells a bad page from a bad run, and a second failure prints Lighthouse's reason.
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(`${base}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const result = Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category].score]));
    if (Object.values(result).every((score) => score !== null) || attempt === 2) {
      if (lhr.runtimeError) console.warn(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return { ...result, lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null };
    }
  }
}

async function measure(path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const htmlKb = gzipSync(html).length / 1024;
  const paintedWithoutJs = /<div id="root"><div/.test(html);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' && response.url.startsWith(base)) scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
  await context.close();
  const jsBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { htmlKb, jsKb: jsBytes / 1024, jsFiles: scripts.size, fcp, paintedWithoutJs };
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not become healthy');
}
