import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { cities, citiesInCounty, findCity, type City } from '@/content/cities';
import { counties } from '@/content/counties';
import { services } from '@/content/services';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { ChipList, LinkGrid, MarketingSection } from './marketing-section';

export function CityPage() {
  const { citySlug } = useParams();
  const city = findCity(citySlug);
  return city ? <CityLanding city={city} /> : <UnknownCity />;
}

function CityLanding({ city }: { city: City }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const county = counties.find((candidate) => candidate.slug === city.countySlug);
  const neighbours = citiesInCounty(city.countySlug).filter((other) => other.slug !== city.slug);
  const values = { city: city.name };

  const serviceLinks = [
    ...services.map((service) => ({
      to: localizedPath(paths.service(service.slug), language),
      label: intl.formatMessage({ id: service.titleId }),
    })),
    {
      to: localizedPath(paths.pricing, language),
      label: intl.formatMessage({ id: 'content.pricingLink.label' }),
      hint: intl.formatMessage({ id: 'content.pricingLink.hint' }),
    },
  ];

  return (
    <MarketingLayout
      title={intl.formatMessage({ id: 'content.city.page.title' }, values)}
      description={intl.formatMessage({ id: 'content.city.page.description' }, values)}
      eyebrow={county ? intl.formatMessage({ id: 'content.city.page.eyebrow' }, { county: county.shortName }) : 'Texas'}
      heading={intl.formatMessage({ id: 'content.city.page.heading' }, values)}
      lead={<p>{intl.formatMessage({ id: city.introId })}</p>}
    >
      <MarketingSection title={intl.formatMessage({ id: 'content.city.page.whereWeHelp' }, values)}>
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">{intl.formatMessage({ id: 'content.city.page.placesHeading' })}</h3>
            <ChipList
              label={intl.formatMessage({ id: 'content.city.page.placesLabel' }, values)}
              items={city.placeIds.map((id) => intl.formatMessage({ id }))}
            />
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">{intl.formatMessage({ id: 'content.page.highways' })}</h3>
            <ChipList label={intl.formatMessage({ id: 'content.city.page.highwaysLabel' }, values)} items={city.highways} />
          </div>
        </div>
      </MarketingSection>

      <MarketingSection
        title={intl.formatMessage({ id: 'content.city.page.services' }, values)}
        intro={intl.formatMessage({ id: 'content.city.page.servicesIntro' })}
      >
        <LinkGrid links={serviceLinks} />
      </MarketingSection>

      {county && (
        <MarketingSection title={intl.formatMessage({ id: 'content.city.page.moreOfCounty' }, { county: county.shortName })}>
          <LinkGrid
            links={[
              {
                to: localizedPath(paths.county(county.slug), language),
                label: intl.formatMessage({ id: county.nameId }),
                hint: intl.formatMessage({ id: 'content.city.page.countyHint' }),
              },
              ...neighbours.map((other) => ({ to: localizedPath(paths.city(other.slug), language), label: other.name })),
            ]}
          />
        </MarketingSection>
      )}
    </MarketingLayout>
  );
}

function UnknownCity() {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <MarketingLayout
      title={intl.formatMessage({ id: 'content.city.unknown.title' })}
      description={intl.formatMessage({ id: 'content.city.unknown.description' })}
      heading={intl.formatMessage({ id: 'content.city.unknown.heading' })}
      lead={<p>{intl.formatMessage({ id: 'content.city.unknown.lead' })}</p>}
    >
      <MarketingSection title={intl.formatMessage({ id: 'content.city.unknown.cities' })}>
        <LinkGrid links={cities.map((city) => ({ to: localizedPath(paths.city(city.slug), language), label: city.name }))} />
      </MarketingSection>
    </MarketingLayout>
  );
}
