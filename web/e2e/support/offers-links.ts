import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import type { ProviderView } from '../../../src/contracts/provider-views';
import { e2eServerEnv } from './env';
import { textFrom, textsSentTo } from './twilio';

/** The path of the last offer page link texted to `phone` (in either language's offer text). */
export async function offerLinkTextedTo(phone: string): Promise<string> {
  let url = '';
  await expect
    .poll(async () => {
      const texts = await textsSentTo(phone);
      url = texts.map((text) => text.body.match(/https?:\/\/\S+\/offer\/\S+/)?.[0]).findLast(Boolean) ?? '';
      return url;
    })
    .not.toBe('');
  return new URL(url).pathname;
}

/**
 * Opens an offer link and waits for the page to go live: the server rendered the offer, and the page reads
 * it again once its feed has joined. A window moved before that read would close the page under the test.
 */
export async function openLiveOfferPage(page: Page, path: string): Promise<void> {
  const apiPath = path.replace(/^\/offer\//, '/api/offers/');
  const liveRead = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === apiPath);
  await page.goto(path);
  await liveRead;
}

/** The provider texts ON, as providers do, and is answered that they are on duty (in their language). */
export async function goOnDutyByText(provider: ProviderView): Promise<void> {
  await textFrom(provider.phone, 'ON');
  await expect.poll(async () => (await textsSentTo(provider.phone)).map((text) => text.body).join('\n')).toMatch(/you are on duty|ya estás en servicio/);
}

/** The provider texts OFF, so later tests' requests are not offered to them. */
export async function goOffDutyByText(provider: ProviderView): Promise<void> {
  await textFrom(provider.phone, 'OFF');
  await expect.poll(async () => (await textsSentTo(provider.phone)).map((text) => text.body).join('\n')).toMatch(/you are off duty|ya no estás en servicio/);
}

/** Moves the end of the provider's offer window to `secondsFromNow` (negative: already past), as if time had passed. */
export async function offerWindowEndsIn(providerId: string, secondsFromNow: number): Promise<void> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      `update offers set expires_at = now() + make_interval(secs => $2) where provider_id = $1 and status = 'open'`,
      [providerId, secondsFromNow],
    );
    expect(rowCount).toBe(1);
  } finally {
    await db.end();
  }
}
