import { MESSAGES } from '@/i18n/all-messages';
import { alternateLinks, pageKey, publicPages, sitemapXml, structuredData } from './public-pages';

const URL = 'https://roadside.example';

describe('the public pages', () => {
  const english = publicPages.filter((page) => page.language === 'en');
  const spanish = publicPages.filter((page) => page.language === 'es');

  it('lists every English page first, then the Spanish address of each page that has one', () => {
    expect(publicPages.slice(0, english.length)).toEqual(english);
    expect(spanish.map((page) => page.path)).toEqual(english.filter((page) => !page.form).map((page) => (page.path === '/' ? '/es/' : `/es${page.path}`)));
    expect(english.find((page) => page.form)?.path).toBe('/request');
    expect(spanish.some((page) => page.form)).toBe(false);
  });

  it('names both addresses of a page, and none for the request form that has one', () => {
    const home = spanish.find((page) => page.path === '/es/')!;
    expect(home.alternates).toEqual({ en: '/', es: '/es/' });
    expect(alternateLinks(home, URL)).toEqual([
      { hreflang: 'en', href: `${URL}/` },
      { hreflang: 'es', href: `${URL}/es/` },
      { hreflang: 'x-default', href: `${URL}/` },
    ]);
    const pricing = english.find((page) => page.path === '/pricing')!;
    expect(alternateLinks(pricing, URL).map(({ href }) => href)).toEqual([`${URL}/pricing`, `${URL}/es/pricing`, `${URL}/pricing`]);
    expect(alternateLinks(english.find((page) => page.form)!, URL)).toEqual([]);
  });

  it('finds a page by its address without a trailing slash, as the server looks it up', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/es/')).toBe('/es');
    expect(pageKey('/es/pricing')).toBe('/es/pricing');
    expect(new Set(publicPages.map((page) => pageKey(page.path))).size).toBe(publicPages.length);
  });

  it('gives a service page its service and FAQ in either language', () => {
    const servicePages = publicPages.filter((page) => page.service);
    expect(servicePages.length).toBeGreaterThan(0);
    for (const page of servicePages) {
      const types = structuredData(page, URL, '+12145550123').map((data) => (data as { '@type': string })['@type']);
      expect(types).toEqual(['LocalBusiness', 'Service', 'FAQPage']);
    }
    const [, service] = structuredData(spanish.find((page) => page.service)!, URL, '+12145550123') as { url: string }[];
    expect(service.url).toMatch(new RegExp(`^${URL}/es/service/`));
  });

  it('describes a service in the language its page shows it in', () => {
    type Described = { name: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[]; inLanguage: string };
    for (const page of publicPages.filter((each) => each.service)) {
      const [, service, faq] = structuredData(page, URL, '+12145550123') as Described[];
      const messages = MESSAGES[page.language];
      expect(service.name).toBe(messages[page.service!.titleId]);
      expect(faq.inLanguage).toBe(page.language === 'es' ? 'es-US' : 'en-US');
      expect(faq.mainEntity.map((question) => question.name)).toEqual(page.service!.faqs.map((each) => messages[each.questionId]));
    }
    const towing = (language: 'en' | 'es') =>
      (structuredData(publicPages.find((page) => page.language === language && page.service?.slug === 'emergency-towing')!, URL, '') as Described[])[1].name;
    expect(towing('en')).toBe('Emergency Towing');
    expect(towing('es')).not.toBe('Emergency Towing');
  });
});

describe('the sitemap', () => {
  const xml = sitemapXml(URL);
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
    loc,
    links: [...links.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`),
  }));

  it('lists every public page in both languages, a section each, in the order of the list', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(entries.map(({ loc }) => loc)).toEqual(publicPages.map((page) => `${URL}${page.path}`));
    expect(xml.indexOf('<!-- English -->')).toBeLessThan(xml.indexOf(`<loc>${URL}/</loc>`));
    expect(xml.indexOf('<!-- Español -->')).toBeGreaterThan(xml.lastIndexOf(`<loc>${URL}/pricing</loc>`));
    expect(xml.indexOf('<!-- Español -->')).toBeLessThan(xml.indexOf(`<loc>${URL}/es/</loc>`));
  });

  it('gives each address its alternates in both languages and the English default', () => {
    const city = entries.find(({ loc }) => loc === `${URL}/es/city/dallas-roadside-assistance`)!;
    expect(city.links).toEqual([
      `en ${URL}/city/dallas-roadside-assistance`,
      `es ${URL}/es/city/dallas-roadside-assistance`,
      `x-default ${URL}/city/dallas-roadside-assistance`,
    ]);
    expect(entries.find(({ loc }) => loc === `${URL}/`)!.links).toEqual([`en ${URL}/`, `es ${URL}/es/`, `x-default ${URL}/`]);
    expect(entries.find(({ loc }) => loc === `${URL}/request`)!.links).toEqual([]);
    expect(entries.filter(({ links }) => links.length === 3)).toHaveLength(publicPages.length - 1);
  });
});
