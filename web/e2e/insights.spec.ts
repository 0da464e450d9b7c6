import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_ADMIN } from './support/devices';
import { e2eServerEnv } from './support/env';
import { INSIGHT_PROVIDER_NAMES, INSIGHTS_RANGE, SEEDED, seedInsights } from './support/insights-seed';

const SECTIONS = ['Funnel', 'Speed', 'Promises', 'Demand', 'Money', 'Providers'] as const;
const RANGE_SEARCH = `period=custom&from=${INSIGHTS_RANGE.from}&to=${INSIGHTS_RANGE.to}`;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.beforeAll(async () => {
  await seedInsights(e2eServerEnv.DATABASE_URL);
});

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function expectEverySectionDrawn(page: Page) {
  for (const name of SECTIONS) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByRole('heading', { level: 2, name })).toBeVisible();
    if (name === 'Providers') await expect(section.getByRole('table')).toBeVisible();
    else if (name === 'Demand') await expect(section.locator('.leaflet-container path.leaflet-interactive, .leaflet-container canvas').first()).toBeVisible();
    else await expect(section.getByRole('img').first().locator('svg').first()).toBeVisible();
  }
}

const funnelChart = (page: Page) => page.getByRole('region', { name: 'Funnel', exact: true }).getByRole('img', { name: /^Funnel:/ });

test('the owner reads a fortnight of insights, their tables and CSV, narrows them to a county and goes back', async ({ browser }) => {
  // Six sections of charts, and axe over all of them, on two cores.
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Insights filters' });
  await filters.getByLabel('Period').selectOption({ label: 'Custom Range' });
  await filters.getByLabel('From', { exact: true }).fill(INSIGHTS_RANGE.from);
  await filters.getByLabel('To', { exact: true }).fill(INSIGHTS_RANGE.to);
  await expect(page).toHaveURL(new RegExp(`\\?${RANGE_SEARCH}$`));
  await expect(page.getByText('Nov 2, 2026 – Nov 15, 2026 (Dallas time)')).toBeVisible();
  await expectEverySectionDrawn(page);

  // The chart's summary and its table say the same numbers: the seeded requests, and those completed.
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.requests} requested, .*, ${SEEDED.completed} completed$`));
  const funnel = page.getByRole('region', { name: 'Funnel', exact: true });
  const showSteps = funnel.getByRole('button', { name: 'Show as table: Requests by step' });
  await expect(showSteps).toHaveAttribute('aria-expanded', 'false');
  await showSteps.click();
  await expect(showSteps).toHaveAttribute('aria-expanded', 'true');
  const steps = funnel.getByRole('table', { name: 'Requests by step' });
  await expect(steps.getByRole('row', { name: /^Requested/ }).getByRole('cell').first()).toHaveText(String(SEEDED.requests));
  await expect(steps.getByRole('row', { name: /^Paid/ }).getByRole('cell').first()).toHaveText(String(SEEDED.paid));
  await expect(steps.getByRole('row', { name: /^Completed/ }).getByRole('cell').first()).toHaveText(String(SEEDED.completed));
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Price rejected by the customer' })).toContainText('lost after Priced');
  await expect(funnel).not.toContainText('rejected_by_customer');

  const [download] = await Promise.all([page.waitForEvent('download'), funnel.getByRole('button', { name: 'Download CSV: Requests by step' }).click()]);
  expect(download.suggestedFilename()).toBe(`insights-funnel-${INSIGHTS_RANGE.from}-to-${INSIGHTS_RANGE.to}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(csv[0]).toBe('Step,Requests,Of the step before (%)');
  expect(csv[1]).toBe(`Requested,${SEEDED.requests},`);
  expect(csv).toContain(`Completed,${SEEDED.completed},100.0`);

  const promises = page.getByRole('region', { name: 'Promises', exact: true });
  await expect(promises.getByRole('definition').first()).toHaveText('50%');
  await expect(promises).toContainText(`${dollars(SEEDED.lateRefundCents)} refunded`);
  await expect(promises.getByRole('table', { name: 'Promises by provider' }).getByRole('link', { name: INSIGHT_PROVIDER_NAMES[0] })).toHaveAttribute('href', '/admin/providers');

  const demand = page.getByRole('region', { name: 'Demand', exact: true });
  await expect(demand).toContainText(`${SEEDED.unmapped} request had no pickup point and is not on the map.`);
  await expect(demand.getByRole('list', { name: 'Map legend' })).toContainText('Lost request (pickup point)');
  await demand.getByRole('button', { name: 'Show as table: Requests by area' }).click();
  const areas = demand.getByRole('table', { name: 'Requests by area' });
  await expect(areas.getByRole('row', { name: /^Near Arlington/ })).toContainText('Tarrant');
  await expect(areas).not.toContainText(/[0-9a-f]{15}/);

  const money = page.getByRole('region', { name: 'Money', exact: true });
  await money.getByRole('button', { name: 'Show as table: Money by week' }).click();
  const total = money.getByRole('table', { name: 'Money by week' }).getByRole('row', { name: /^Total/ });
  await expect(total.getByRole('cell').nth(0)).toHaveText(dollars(SEEDED.revenueCents));
  await expect(total.getByRole('cell').nth(4)).toHaveText(dollars(SEEDED.tipsCents));

  // The providers' table sorts by a heading's button, and says so.
  const providers = page.getByRole('region', { name: 'Providers', exact: true }).getByRole('table');
  const rating = providers.getByRole('columnheader', { name: /Rating/ });
  await rating.getByRole('button').click();
  await expect(rating).toHaveAttribute('aria-sort', 'descending');
  await expect(providers.getByRole('row').nth(1)).toContainText(INSIGHT_PROVIDER_NAMES[0]);
  await rating.getByRole('button').click();
  await expect(rating).toHaveAttribute('aria-sort', 'ascending');
  await expect(providers.getByRole('row').nth(1)).toContainText(INSIGHT_PROVIDER_NAMES[1]);

  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/insights-1366.png', fullPage: true });

  // A county narrows every figure, and the address keeps it; back brings the whole area again.
  await filters.getByLabel('County').selectOption('Tarrant');
  await expect(page).toHaveURL(/county=Tarrant/);
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.tarrantRequests} requested,`));
  await expect(areas.getByRole('row', { name: /^Near Plano/ })).toHaveCount(0);
  await page.goBack();
  await expect(filters.getByLabel('County')).toHaveValue('');
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.requests} requested,`));

  // A range that ends before it starts is refused in the server's words before anything is asked.
  await filters.getByLabel('From', { exact: true }).fill('2026-11-20');
  await expect(page.getByRole('alert')).toHaveText('Please choose a start date on or before the end date.');
  await expect(page.getByRole('region', { name: 'Funnel', exact: true })).toHaveCount(0);
  await context.close();
});

test('on a phone the filters stack, every chart fits, and the map keeps clear of the header and lets focus go', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/admin/insights?${RANGE_SEARCH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expectEverySectionDrawn(page);
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.requests} requested,`));

  // One column of filters.
  const filters = page.getByRole('search', { name: 'Insights filters' });
  const [period, service] = await Promise.all([filters.getByLabel('Period').boundingBox(), filters.getByLabel('Service').boundingBox()]);
  expect(service!.y).toBeGreaterThan(period!.y + period!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // Scrolled under the sticky header, the map stays beneath it.
  const map = page.getByRole('region', { name: /^Map of requests by area/ });
  const header = page.getByRole('banner');
  await map.scrollIntoViewIfNeeded();
  const headerBox = (await header.boundingBox())!;
  await page.evaluate((y) => window.scrollBy(0, y), (await map.boundingBox())!.y - headerBox.height / 2);
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null, { x: 195, y: headerBox.height / 2 });
  expect(onTop).toBe(true);

  // Tab walks through the map's few controls and out of it.
  await map.locator('.leaflet-container').focus();
  let left = false;
  for (let step = 0; step < 8 && !left; step += 1) {
    await page.keyboard.press('Tab');
    left = await map.evaluate((element) => !element.contains(document.activeElement));
  }
  expect(left).toBe(true);

  await filters.getByLabel('County').selectOption('Tarrant');
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.tarrantRequests} requested,`));
  await filters.getByLabel('County').selectOption('');
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.requests} requested,`));
  // A service nobody asked for: each section says it has nothing, rather than drawing empty charts.
  await filters.getByLabel('Service').selectOption('Fuel Delivery');
  await expect(page.getByRole('region', { name: 'Funnel', exact: true })).toContainText('No requests in this period');
  await expect(page.getByRole('region', { name: 'Money', exact: true })).toContainText('No money moved in this period');
  await page.goBack();
  await expect(funnelChart(page)).toHaveAttribute('aria-label', new RegExp(`^Funnel: ${SEEDED.requests} requested,`));
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/insights-390.png', fullPage: true });
  await context.close();
});
