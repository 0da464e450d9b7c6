import { expect, test } from '@playwright/test';
import { publicPages } from '../src/content/public-pages';
import { E2E_BASE_URL, SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from './support/env';

const jsonLdTypes = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => (JSON.parse(match[1]) as { '@type': string })['@type']);

test('every public page comes as finished HTML with its title, canonical URL, Open Graph tags and structured data', async ({ request }) => {
  for (const { path, service } of publicPages.filter((page) => !page.form)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<div id="root"><div/);
    expect(html, path).toContain(`<link rel="canonical" href="${E2E_BASE_URL}${path}"/>`);
    expect(html, path).toContain(`<meta property="og:url" content="${E2E_BASE_URL}${path}"/>`);
    expect(html.match(/<title>/g), path).toHaveLength(1);
    expect(html, path).toContain(`tel:${SUPPORT_PHONE}`);
    expect(html, path).not.toContain('__PUBLIC_URL__');
    expect(jsonLdTypes(html), path).toEqual(service ? ['LocalBusiness', 'Service', 'FAQPage'] : ['LocalBusiness']);
  }
});

test('the request form is not prerendered: what a customer types before the page is ready must not be lost', async ({ request }) => {
  const html = await (await request.get('/request')).text();
  expect(html).toContain('<div id="root"></div>');
});

test("the build's hashed scripts are cached for good, and a script an older build named is a 404, not a page", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');

  const gone = await request.get('/assets/index-0ld8uild.js');
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toMatchObject({ message: expect.stringContaining('Reload the page') });
});

test('the sitemap lists exactly the public pages and robots.txt points to it, keeping private paths out', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual(publicPages.map(({ path }) => `${E2E_BASE_URL}${path}`));
  expect(listed.some((url) => /\/(admin|track|payment|provider)/.test(url))).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
});

test.describe('a city page on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('still shows its heading, the call button and the way to request help', async ({ page }) => {
    await page.goto('/city/irving-roadside-assistance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roadside Assistance in Irving');
    await expect(page.getByRole('link', { name: SUPPORT_PHONE_DISPLAY }).first()).toHaveAttribute('href', `tel:${SUPPORT_PHONE}`);
    await expect(page.getByRole('link', { name: 'Get Help Now' }).first()).toHaveAttribute('href', '/request');
  });
});

test('with JavaScript the prerendered page hydrates without a console error and without moving', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/county/tarrant-county');
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.boundingBox();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Get Help Now' }).first()).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  // Navigation works once hydrated: the router, not a full page load, opens the request form.
  await page.getByRole('link', { name: 'Get Help Now' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Request/);
  expect(problems).toEqual([]);
});
