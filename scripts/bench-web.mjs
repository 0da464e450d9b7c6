// `npm run bench:web`: builds, starts the built app (production mode) on a scratch database, and loads each
// kind of page in Chromium as a phone on a slow network would: the first HTML, the JavaScript it needs
// before it can be used (counted until the network is idle), and Lighthouse's mobile scores, the median of
// three runs. Prints each page's figures beside its budget, and a verdict; asserts nothing. For a page over
// its JavaScript budget it lists the heaviest scripts. `-- --only payment,offer` measures only the pages
// whose names start with one of those words.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, benchAppEnv } from './bench/app-env.mjs';
import { appClient, assignedJob, intakeBody, signIn } from './bench/app-fixtures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = 3300;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/roadside_bench_web';
const env = benchAppEnv({ port, databaseUrl, redisUrl: 'redis://127.0.0.1:6379/14' });
// Lighthouse's mobile profile: about 1.6 Mbps down, 150 ms round trips, a CPU four times slower.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const LIGHTHOUSE_RUNS = 3;
const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',') : null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Each kind of page's budget: Lighthouse performance at least, LCP at most (ms), first-load JS at most (KB gzip). */
const BUDGETS = {
  // The most important screen: a stranded customer opening the link from a text.
  tracking: { performance: 0.95, lcpMs: 1500, jsKb: 150 },
  // Before the card form is opened.
  payment: { performance: 0.9, jsKb: 150 },
  provider: { performance: 0.9, jsKb: 150 },
  // The pages a customer finds the service through, and the form they ask on; their HTML is whole without scripts.
  landing: { performance: 0.95, lcpMs: 1800, jsKb: 150, htmlKb: 14, paintedWithoutJs: true },
  form: { performance: 0.95, lcpMs: 1800, jsKb: 150 },
  customer: { jsKb: 150 },
  staff: { jsKb: 150 },
};

const server = spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForHealth();
  const pages = await pagesToMeasure();
  const rows = [];
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const [name, address, kind] of pages.filter(([name]) => !only || only.some((word) => name.startsWith(word)))) {
      const path = typeof address === 'function' ? await address() : address;
      rows.push({ name, path, kind, ...(await measure(path)), ...(await scores(chrome.port, path)) });
    }
  } finally {
    await chrome.kill();
  }
  console.table(
    rows.map((row) => ({
      page: row.name,
      'first HTML (KB gzip)': row.htmlKb.toFixed(1),
      'first-load JS (KB gzip)': `${row.jsKb.toFixed(1)} / ≤ ${BUDGETS[row.kind].jsKb}`,
      'FCP slow 4G (ms)': row.fcp,
      'content before JS': row.paintedWithoutJs ? 'yes' : 'no',
      'LH performance': `${row.performance?.toFixed(2) ?? '—'}${BUDGETS[row.kind].performance ? ` / ≥ ${BUDGETS[row.kind].performance}` : ''}`,
      'LH LCP (ms)': `${row.lcp === null ? '—' : Math.round(row.lcp)}${BUDGETS[row.kind].lcpMs ? ` / ≤ ${BUDGETS[row.kind].lcpMs}` : ''}`,
      'LH a11y / best / SEO': CATEGORIES.slice(1).map((category) => row[category]?.toFixed(2) ?? '—').join(' / '),
      budget: missedBudgets(row).length === 0 ? 'met' : `MISSED: ${missedBudgets(row).join(', ')}`,
    })),
  );
  for (const row of rows.filter((row) => row.jsKb > BUDGETS[row.kind].jsKb)) {
    console.log(`${row.name}: its heaviest scripts (KB gzip) ${row.heaviestScripts.map(({ file, kb }) => `${file} ${kb.toFixed(1)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

/** What of its kind's budget a page missed, in words; nothing when it met them all. */
function missedBudgets(row) {
  const budget = BUDGETS[row.kind];
  return [
    row.jsKb > budget.jsKb && 'JS',
    budget.performance !== undefined && !(row.performance >= budget.performance) && 'performance',
    budget.lcpMs !== undefined && !(row.lcp !== null && row.lcp <= budget.lcpMs) && 'LCP',
    budget.htmlKb !== undefined && row.htmlKb > budget.htmlKb && 'HTML size',
    budget.paintedWithoutJs && !row.paintedWithoutJs && 'content before JS',
    budget.paintedWithoutJs && !['accessibility', 'best-practices', 'seo'].every((category) => row[category] === 1) && 'a11y/best/SEO',
  ].filter(Boolean);
}

/**
 * Every kind of page, with the data that makes it what a person sees: a live tracking page (a provider on
 * the way), a priced request's payment page, a provider's job page and an open offer.
 */
async function pagesToMeasure() {
  const { json } = appClient(base);
  const cookie = await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const live = await assignedJob(base, cookie, 1);
  await json('POST', `/api/jobs/${live.jobId}/agreement`, { expect: 204 });
  await json('POST', `/api/jobs/${live.jobId}/steps`, { body: { action: 'start_job' } });
  const priced = await json('POST', '/api/requests', { expect: 201, body: towBody('(469) 555-0102') });
  await json('POST', `/api/admin/requests/${priced.id}/price`, { cookie, body: { priceCents: 12_500 }, expect: 204 });
  await json('POST', `/api/track/${priced.trackingId}/accept`, { body: { termsAccepted: true } });
  return [
    ['home', '/', 'landing'],
    ['home (es)', '/es/', 'landing'],
    ['city', '/city/irving-roadside-assistance', 'landing'],
    ['city (es)', '/es/city/irving-roadside-assistance', 'landing'],
    ['service', '/service/jump-start-service', 'landing'],
    ['service (es)', '/es/service/jump-start-service', 'landing'],
    ['county', '/county/collin-county', 'landing'],
    ['county (es)', '/es/county/collin-county', 'landing'],
    ['info', '/info/real-time-tracking', 'customer'],
    ['pricing', '/pricing', 'customer'],
    ['request form', '/request', 'form'],
    ['request form (es)', '/es/request', 'form'],
    ['tracking, provider on the way', `/track/${live.trackingId}`, 'tracking'],
    ['payment', `/payment/${priced.id}?code=${priced.trackingId}`, 'payment'],
    // The one-tap page a driver asking by text opens (an unknown code: the same code and styles load).
    ['location link', `/locate/${'A'.repeat(22)}`, 'customer'],
    ['provider job', `/provider/${live.jobId}`, 'provider'],
    // An offer is open for three minutes: made as its turn comes.
    ['offer', async () => `/offer/${await anOpenOffer(cookie)}`, 'provider'],
    ['admin login', '/admin/login', 'staff'],
  ];
}

/** A tow in Dallas, as the public form sends it. */
function towBody(phone) {
  return { ...intakeBody(phone), serviceType: 'Towing', destinationAddress: '400 S Houston St, Dallas, TX' };
}

/** An on-duty tow provider near a paid request, offered the job: the offer's code, read from its text in the outbox. */
async function anOpenOffer(cookie) {
  const { json } = appClient(base);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into providers (id, name, phone, active, on_duty, on_duty_since, services, vehicle_classes, home_lat, home_lng,
         service_radius_miles, agreement_accepted_at, language, created_at, updated_at)
       values (gen_random_uuid(), 'Bench Offer Towing', '+19725550190', true, true, now(), '{Towing}', '{light}', 32.79, -96.80, 25, now(), 'en', now(), now())`,
    );
    const paid = await json('POST', '/api/requests', { expect: 201, body: towBody('(469) 555-0103') });
    const track = `/api/track/${paid.trackingId}`;
    await json('POST', `/api/admin/requests/${paid.id}/price`, { cookie, body: { priceCents: 20_000 }, expect: 204 });
    await json('POST', `${track}/accept`, { body: { termsAccepted: true } });
    await json('POST', `${track}/location`, { body: { lat: 32.7876, lng: -96.7994, address: '2200 Ross Ave, Dallas, TX' } });
    const { sessionId } = await json('POST', `${track}/checkout`, { body: {} });
    await json('POST', `/api/payments/test-checkout/${sessionId}/pay`, { body: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } });
    await json('POST', `/api/admin/requests/${paid.id}/offers`, { cookie, body: { top: 1 }, expect: 201 });
    const { rows } = await db.query(`select body from sms_messages where to_phone = '+19725550190' and body like '%/offer/%' order by created_at desc limit 1`);
    const code = /\/offer\/([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error('The offer text did not reach the outbox');
    return code;
  } finally {
    await db.end();
  }
}

/** Lighthouse's mobile run (its default: a mid-range phone on slow 4G, simulated), the median of three of each score. */
async function scores(port, path) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await oneLighthouseRun(port, path));
  const median = (values) => {
    const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
    return known.length === 0 ? null : known[Math.floor(known.length / 2)];
  };
  return Object.fromEntries([...CATEGORIES, 'lcp'].map((key) => [key, median(runs.map((run) => run[key]))]));
}

async function oneLighthouseRun(port, path) {
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
    if (type === 'Script' && response.url.startsWith(base)) scripts.set(requestId, { file: new URL(response.url).pathname.split('/').pop(), bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.get(requestId).bytes = encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
  await context.close();
  const loaded = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
  const jsBytes = loaded.reduce((sum, { bytes }) => sum + bytes, 0);
  const heaviestScripts = loaded.slice(0, 8).map(({ file, bytes }) => ({ file, kb: bytes / 1024 }));
  return { htmlKb, jsKb: jsBytes / 1024, jsFiles: scripts.size, fcp, paintedWithoutJs, heaviestScripts };
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
