import { LANGUAGES, LOCALES, type Language } from '@domain/language';
import { createIntl, type IntlShape } from 'react-intl';
import { addressLanguage, localizedPath } from '@/i18n/localized-paths';
import { MESSAGES } from '@/i18n/all-messages';
import type { MessageId } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import { cities } from './cities';
import { counties } from './counties';
import { infoTopics } from './info-topics';
import { services, type Service } from './services';

/**
 * A public page: listed in the sitemap and described to search engines; prerendered at build unless
 * it is a form, where typing before the page is hydrated would be lost.
 */
export type PublicPage = {
  /** Its address. */
  path: string;
  /** The language it is written in. A page with one address for both languages (the request form) is listed once, as English. */
  language: Language;
  /** Its address in each language, for a page with one per language: the hreflang alternates. */
  alternates?: Record<Language, string>;
  service?: Service;
  form?: true;
};

type Page = { path: string; service?: Service; form?: true };

/** Every public page by its English address, in sitemap order. */
const pages: readonly Page[] = [
  { path: paths.home },
  { path: paths.request, form: true },
  { path: paths.pricing },
  { path: paths.terms },
  ...cities.map((city) => ({ path: paths.city(city.slug) })),
  ...services.map((service) => ({ path: paths.service(service.slug), service })),
  ...counties.map((county) => ({ path: paths.county(county.slug) })),
  ...infoTopics.map((topic) => ({ path: paths.info(topic.slug) })),
];

function inLanguage(page: Page, language: Language): PublicPage {
  if (addressLanguage(page.path) === null) return { ...page, language };
  const alternates = Object.fromEntries(LANGUAGES.map((each) => [each, localizedPath(page.path, each)])) as Record<Language, string>;
  return { ...page, path: alternates[language], language, alternates };
}

/**
 * Every public page, in sitemap order: the English addresses, then the Spanish ones (`/es/…`) of
 * the pages that have one. The admin area and the capability pages (tracking, payment, jobs) are never among them.
 */
export const publicPages: readonly PublicPage[] = LANGUAGES.flatMap((language) =>
  pages.filter((page) => language === 'en' || addressLanguage(page.path) !== null).map((page) => inLanguage(page, language)),
);

/** Where a page's file is found: its address without a trailing slash, as the server looks it up ('/es/' is '/es'). */
export const pageKey = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The languages' hreflang alternates of a page (and x-default, the English one); none for a page with one address. */
export function alternateLinks(page: PublicPage, publicUrl: string): { hreflang: string; href: string }[] {
  if (!page.alternates) return [];
  const { alternates } = page;
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: `${publicUrl}${alternates[language]}` })),
    { hreflang: 'x-default', href: `${publicUrl}${alternates.en}` },
  ];
}

const SECTION_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** The sitemap: a section per language, each URL with its hreflang alternates (xhtml:link). */
export function sitemapXml(publicUrl: string): string {
  const entry = (page: PublicPage): string => {
    const links = alternateLinks(page, publicUrl).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(`${publicUrl}${page.path}`)}</loc>${links.join('')}</url>`;
  };
  const sections = LANGUAGES.map(
    (language) => `<!-- ${SECTION_NAMES[language]} -->${publicPages.filter((page) => page.language === language).map(entry).join('')}`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${sections.join('')}</urlset>\n`
  );
}

const BUSINESS_NAME = 'DFW Roadside Assistance';
const AREA_SERVED = ['Dallas County', 'Tarrant County', 'Collin County', 'Denton County'].map((name) => ({
  '@type': 'AdministrativeArea',
  name: `${name}, Texas`,
}));

const intls: Partial<Record<Language, IntlShape>> = {};
const intlIn = (language: Language): IntlShape =>
  (intls[language] ??= createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages: MESSAGES[language] }));

/**
 * The page's JSON-LD: the business on every page, the service on a service page, its questions as
 * an FAQ, in the page's language (as the page shows them). `publicUrl` and `phone` are this
 * deployment's, filled in when the page is served.
 */
export function structuredData(page: PublicPage, publicUrl: string, phone: string): object[] {
  const intl = intlIn(page.language);
  const text = (id: MessageId): string => intl.formatMessage({ id });
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: BUSINESS_NAME,
    url: `${publicUrl}/`,
    telephone: phone,
    knowsLanguage: LANGUAGES.map((language) => LOCALES[language]),
    areaServed: AREA_SERVED,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
  };
  const { service } = page;
  if (!service) return [business];
  return [
    business,
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: text(service.titleId),
      description: text(service.descriptionId),
      serviceType: text(service.titleId),
      provider: { '@id': `${publicUrl}/#business` },
      areaServed: AREA_SERVED,
      url: `${publicUrl}${page.path}`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: LOCALES[page.language],
      mainEntity: service.faqs.map((faq) => ({
        '@type': 'Question',
        name: text(faq.questionId),
        acceptedAnswer: { '@type': 'Answer', text: text(faq.answerId) },
      })),
    },
  ];
}
