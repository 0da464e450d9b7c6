import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_RATE_CARD, publishedRanges } from '../../src/domain/rate-card';
import { cities } from '../src/content/cities';
import { counties } from '../src/content/counties';
import { infoTopics } from '../src/content/info-topics';
import { footerServices } from '../src/content/services';
import { paths } from '../src/lib/paths';
import { SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from './support/env';
import { catalogue } from './support/catalogues';

const ERROR_HEADINGS = ['Oops! Page not found', 'Something went wrong', 'A new version is available'];
const SKIPPED_PATH = /^\/(admin|api)(\/|$)/;
const MARKETING_PATH = /^\/(city|service|county|info|pricing)(\/|$)/;

/** Opens a path and returns its one visible h1; a second h1 fails the strict locator. */
async function open(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.ok(), `${path} answers`).toBe(true);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const text = (await heading.innerText()).trim();
  expect(ERROR_HEADINGS, `${path} shows its own page`).not.toContain(text);
  return text;
}

/** Same-origin paths the page links to, without fragments; tel:, mailto:, /admin and /api are left out. */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin)
    .map((url) => decodeURI(url.pathname) + url.search)
    .filter((path) => !SKIPPED_PATH.test(path));
}

const descriptions = (page: Page) =>
  page.locator('meta[name="description"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));

async function expectNoSeriousViolations(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: SUPPORT_PHONE_DISPLAY })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${page.url()} ${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('marketing pages', () => {
  test('every internal link reachable from the home page opens a page of its own', async ({ page }) => {
    test.setTimeout(180_000);
    await open(page, paths.home);
    const siteDescription = (await descriptions(page))[0];

    const headings = new Map<string, string>();
    const titles = new Map<string, string>();
    const queue: string[] = [paths.home];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const path = queue.shift()!;
      headings.set(path, await open(page, path));
      if (MARKETING_PATH.test(path)) {
        titles.set(path, await page.title());
        const own = (await descriptions(page)).filter((description) => description && description !== siteDescription);
        expect(own, `${path} has its own description`).toHaveLength(1);
        await expect(page.getByRole('main').getByRole('link', { name: 'Get Help Now' }).first()).toHaveAttribute('href', paths.request);
        await expect(page.getByRole('main').locator(`a[href="tel:${SUPPORT_PHONE}"]`).first()).toBeVisible();
      }
      for (const link of await internalLinks(page)) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }

    const expected = [
      paths.pricing,
      ...cities.map((city) => paths.city(city.slug)),
      ...footerServices.map((service) => paths.service(service.slug)),
      ...counties.map((county) => paths.county(county.slug)),
      ...infoTopics.map((topic) => paths.info(topic.slug)),
    ];
    expect([...headings.keys()]).toEqual(expect.arrayContaining(expected));
    // A link that fell back to another page's content would repeat that page's heading or title.
    expect(new Set(headings.values()).size).toBe(headings.size);
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  test('a city page opens from its slug or from the city name as typed', async ({ page }) => {
    for (const path of ['/city/fort-worth-roadside-assistance', '/city/fort-worth', '/city/Fort Worth']) {
      expect(await open(page, path)).toBe('Roadside Assistance in Fort Worth');
    }
    await expect(page).toHaveTitle('Roadside Assistance in Fort Worth, TX | DFW Roadside Assistance');
    await expect(page.getByRole('main').getByRole('link', { name: /^Tarrant County/ })).toHaveAttribute('href', '/county/tarrant-county');
    await expect(page.getByRole('main').getByRole('link', { name: 'Emergency Towing' })).toHaveAttribute('href', '/service/emergency-towing');
  });

  test('an unknown city says so and lists every city', async ({ page }) => {
    expect(await open(page, '/city/houston-roadside-assistance')).toBe('We could not find that city');
    const cityLinks = page.getByRole('main').locator('a[href^="/city/"]');
    await expect(cityLinks).toHaveCount(cities.length);
    await expect(page.getByRole('main').getByRole('link', { name: 'Richardson' })).toHaveAttribute(
      'href',
      '/city/richardson-roadside-assistance',
    );
  });

  test('an unknown service, county or info topic shows the first entry', async ({ page }) => {
    expect(await open(page, '/service/no-such-service')).toBe('Emergency Towing');
    expect(await open(page, '/county/no-such-county')).toBe('Roadside Assistance in Dallas County');
    expect(await open(page, '/info/no-such-topic')).toBe(catalogue('en')[infoTopics[0].headingId]);
  });

  test('the pricing guide quotes the rate card’s ranges and links each service', async ({ page }) => {
    expect(await open(page, paths.pricing)).toBe('Roadside Assistance Pricing Guide');
    const table = page.getByRole('table', { name: 'Typical price ranges by service' });
    // The card in force is the first one (rate-card.spec.ts puts it back): towing $75–$125 as the spec has it.
    const range = (serviceType: string) => {
      const { lowCents, highCents } = publishedRanges(DEFAULT_RATE_CARD).find((published) => published.serviceType === serviceType)!;
      return `$${Math.round(lowCents / 100)}–$${Math.round(highCents / 100)}`;
    };
    expect(range('Towing')).toBe('$75–$125');
    for (const [service, price] of [
      ['Towing', range('Towing')],
      ['Jump start', range('Jump Start')],
      ['Flat tire change', range('Tire Change')],
      ['Lockout', range('Lockout Service')],
      ['Fuel delivery', range('Fuel Delivery')],
      ['Heavy duty towing', 'Custom quote'],
    ]) {
      await expect(table.getByRole('row', { name: new RegExp(`^${service}`) })).toContainText(price);
    }
    await expect(table.getByRole('link', { name: 'Lockout' })).toHaveAttribute('href', '/service/lockout-assistance');
    await expect(page.getByText('on a $100 job you pay a $15 deposit and $85 to the provider')).toBeVisible();
  });

  test('has no serious accessibility violations on any page type', async ({ page }) => {
    // One axe pass per page type, one after another: longer than the default budget on a busy machine.
    test.setTimeout(90_000);
    for (const path of [
      paths.city('plano'),
      '/city/nowhere',
      paths.service('lockout-assistance'),
      paths.county('collin-county'),
      paths.info('transparent-pricing'),
      paths.pricing,
    ]) {
      await open(page, path);
      await expectNoSeriousViolations(page);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a city page fits a 390 px screen', async ({ page }) => {
      await open(page, paths.city('fort-worth'));
      await expect(page.getByRole('main').locator(`a[href="tel:${SUPPORT_PHONE}"]`).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
