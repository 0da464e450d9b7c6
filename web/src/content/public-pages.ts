import { paths } from '@/lib/paths';
import { cities } from './cities';
import { counties } from './counties';
import { infoTopics } from './info-topics';
import { services, type Service } from './services';

/**
 * A public page: listed in the sitemap and described to search engines; prerendered at build unless
 * it is a form, where typing before the page is hydrated would be lost.
 */
export type PublicPage = { path: string; service?: Service; form?: true };

/** Every public page, in sitemap order. The admin area and the capability pages (tracking, payment, jobs) are never among them. */
export const publicPages: readonly PublicPage[] = [
  { path: paths.home },
  { path: paths.request, form: true },
  { path: paths.pricing },
  ...cities.map((city) => ({ path: paths.city(city.slug) })),
  ...services.map((service) => ({ path: paths.service(service.slug), service })),
  ...counties.map((county) => ({ path: paths.county(county.slug) })),
  ...infoTopics.map((topic) => ({ path: paths.info(topic.slug) })),
];

const BUSINESS_NAME = 'DFW Roadside Assistance';
const AREA_SERVED = ['Dallas County', 'Tarrant County', 'Collin County', 'Denton County'].map((name) => ({
  '@type': 'AdministrativeArea',
  name: `${name}, Texas`,
}));

/**
 * The page's JSON-LD: the business on every page, the service on a service page, its questions as
 * an FAQ. `publicUrl` and `phone` are this deployment's, filled in when the page is served.
 */
export function structuredData(page: PublicPage, publicUrl: string, phone: string): object[] {
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: BUSINESS_NAME,
    url: `${publicUrl}/`,
    telephone: phone,
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
      name: service.title,
      description: service.description,
      serviceType: service.title,
      provider: { '@id': `${publicUrl}/#business` },
      areaServed: AREA_SERVED,
      url: `${publicUrl}${page.path}`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: service.faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    },
  ];
}
