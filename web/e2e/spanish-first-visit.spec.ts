import type { BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './support/admin-api';
import { catalogue } from './support/catalogues';
import { PHONE } from './support/devices';
import { e2eServerEnv } from './support/env';
import { anOpenTow, aPaidTow } from './support/paid-tow';
import { completeJobThroughApi } from './support/provider-steps';

const ES = catalogue('es');
const EN = catalogue('en');
/** A phone whose browser asks for Mexican Spanish first, as Accept-Language and navigator.languages. */
const SPANISH_PHONE = { ...PHONE, locale: 'es-MX' };
const ENGLISH_PHONE = { ...PHONE, locale: 'en-US' };

/** Every level-1 heading the page ever paints, from its first byte on. */
async function recordHeadings(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    const note = () => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const headingsSeen = (page: Page) => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);

test('a browser that prefers Spanish gets the Spanish home page from the server on its first visit to /, before any script', async ({ browser }) => {
  const context = await browser.newContext({ ...SPANISH_PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES['marketing.home.hero.heading']);
  } finally {
    await context.close();
  }
});

test('a Spanish browser switched to English keeps getting English at / from the server', async ({ browser }) => {
  const context = await browser.newContext(SPANISH_PHONE);
  await recordHeadings(context);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES['marketing.home.hero.heading']);
    expect(await headingsSeen(page)).toEqual([ES['marketing.home.hero.heading']]);
    // The switch works once the page is hydrated.
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN['marketing.home.hero.heading']);

    const withoutScripts = await browser.newContext({ ...SPANISH_PHONE, javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const later = await withoutScripts.newPage();
      await later.goto('/');
      await expect(later).toHaveURL((url) => url.pathname === '/');
      await expect(later.getByRole('heading', { level: 1 })).toHaveText(EN['marketing.home.hero.heading']);
    } finally {
      await withoutScripts.close();
    }
  } finally {
    await context.close();
  }
});

/** The receipt link texted at completion. */
async function textedReceiptPath(requestId: string): Promise<string> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ body: string }>(`select body from sms_messages where request_id = $1 and template = 'receipt-link'`, [requestId]);
    return /https?:\/\/[^/\s]+(\/receipt\/[\w-]+)/.exec(rows[0]?.body ?? '')?.[1] ?? '';
  } finally {
    await db.end();
  }
}

test('a Spanish link to the request form, a tracking page or a receipt opens the page in Spanish, with nothing painted in English first', async ({
  browser,
  request,
  adminApi,
}) => {
  const open = await anOpenTow(request, '(469) 555-0421');
  const done = await aPaidTow(request, adminApi, '(469) 555-0422');
  const { providerJobId } = await adminApi.assign(done.id, { name: 'Dana Cruz', phone: '(469) 555-0423' });
  await completeJobThroughApi(request, providerJobId);
  await expect.poll(() => textedReceiptPath(done.id)).not.toBe('');
  const receiptPath = await textedReceiptPath(done.id);

  for (const [spanishLink, address, heading] of [
    ['/es/request', '/request', ES['request.page.heading']],
    [`/es/track/${open.trackingId}`, `/track/${open.trackingId}`, ES['tracking.header.heading']],
    [`/es${receiptPath}`, receiptPath, ES['shared.receipt.title']],
  ]) {
    // An English phone, so only the link's /es says Spanish.
    const context = await browser.newContext(ENGLISH_PHONE);
    await recordHeadings(context);
    const page = await context.newPage();
    try {
      await page.goto(spanishLink);
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await headingsSeen(page), `headings painted at ${spanishLink}`).toEqual([heading]);
    } finally {
      await context.close();
    }
  }
});
