import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN } from './support/devices';
import { e2eServerEnv } from './support/env';

/** Thirty jobs completed in October 2026 (noon, Dallas time), $100.00 to $129.00, every other one rated 4. */
const JOBS = Array.from({ length: 30 }, (_, index) => ({
  // Fixed ids: a worker restarted after a failure seeds the same rows again, not a second set.
  id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  day: `2026-10-${String(index + 1).padStart(2, '0')}`,
  priceCents: 10_000 + index * 100,
  rating: index % 2 === 0 ? 4 : null,
}));
const commission = (cents: number) => Math.round((cents * 15) / 100);
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

test.beforeAll(async () => {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    for (const job of JOBS) {
      await db.query(
        `insert into customer_requests (id, status, created_at, updated_at, phone, service_type, vehicle_year, vehicle_make, vehicle_model,
           final_price_cents, deposit_paid, service_completed_at, customer_rating)
         values ($1, 'completed', $2::timestamptz - interval '2 hours', $2, '+12145550180', 'Jump Start', 2019, 'Kia', 'Soul', $3, true, $2, $4)
         on conflict (id) do nothing`,
        [job.id, `${job.day}T12:00:00-05:00`, job.priceCents, job.rating],
      );
    }
  } finally {
    await db.end();
  }
});

async function chooseOctober(admin: Page) {
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Completed' }).click();
  await admin.getByRole('radio', { name: 'Custom Range' }).click();
  await admin.getByLabel('From', { exact: true }).fill('2026-10-01');
  await admin.getByLabel('To', { exact: true }).fill('2026-10-31');
}

test('the owner reads a month of commission, pages through the jobs, exports them and opens a record', async ({ browser }) => {
  const context = await browser.newContext(DESKTOP_ADMIN);
  const admin = await context.newPage();
  await chooseOctober(admin);

  const revenue = JOBS.reduce((sum, job) => sum + job.priceCents, 0);
  const fee = JOBS.reduce((sum, job) => sum + commission(job.priceCents), 0);
  const tiles = admin.getByRole('tabpanel', { name: 'Completed' });
  await expect(tiles.getByRole('definition').nth(0)).toHaveText('30');
  await expect(tiles.getByRole('definition').nth(1)).toHaveText(dollars(revenue));
  await expect(tiles.getByRole('definition').nth(2)).toHaveText(dollars(fee));
  // Whole dollars that add up: the payout tile is the revenue tile less the commission tile.
  await expect(tiles.getByRole('definition').nth(3)).toHaveText(dollars(Math.round(revenue / 100) * 100 - Math.round(fee / 100) * 100));
  // The balances paid by card through us and their tips: none in a month of jobs paid at the car.
  await expect(tiles.getByRole('definition').nth(4)).toHaveText('$0');
  await expect(tiles.getByRole('definition').nth(5)).toHaveText('$0');
  await expect(tiles.getByRole('term').nth(4)).toHaveText('Card Balances');
  await expect(tiles.getByRole('term').nth(5)).toHaveText('Tips');
  await expect(tiles.getByRole('definition').nth(6)).toHaveText('4.0 / 5');
  await expect(admin.getByRole('figure', { name: /Jobs and commission per day/ })).toBeVisible();

  const table = admin.getByRole('table').filter({ hasText: 'Provider Payout' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.getByRole('row').nth(1)).toContainText('$129.00');
  await expect(table.getByRole('row').nth(1)).toContainText('$19.35');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(8)).toHaveText('On site');
  await expect(table.getByRole('row').nth(1)).not.toContainText('Tip');
  await admin.getByRole('button', { name: 'Next' }).click();
  await expect(admin.getByText('Page 2 of 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);

  const exportLink = admin.getByRole('link', { name: 'Export CSV' });
  const csv = await (await context.request.get((await exportLink.getAttribute('href'))!)).text();
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Tracking ID,Customer,Provider,Service,Vehicle,Final Price,Commission,Provider Payout,Rating,Type,Cancellation,Deposit,Trip Fee,Balance Paid,Tip');
  expect(lines).toHaveLength(31);
  // Phones formatted (no formula guard needed), services by their label.
  expect(lines.slice(1).every((line) => line.includes(',(214) 555-0180,,Jump Start,'))).toBe(true);

  await table.getByRole('row').nth(5).getByRole('link').click();
  await expect(admin).toHaveURL(/\/admin\/completed\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('region', { name: 'Job Outcome' })).toContainText('Paid on arrival');
  await context.close();
});

test('on a phone the jobs are cards that open the record', async ({ browser }) => {
  const context = await browser.newContext({ ...DESKTOP_ADMIN, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await context.newPage();
  await chooseOctober(admin);
  const first = admin.getByRole('link', { name: /Jump Start.*\$129\.00/ });
  await expect(first).toBeVisible();
  await first.click();
  await expect(admin.getByRole('region', { name: 'Job Outcome' })).toContainText('$129.00');
  await context.close();
});

test('the completed record asks a signed-out visitor to sign in', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`/admin/completed/${JOBS[0].id}`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await context.close();
});
