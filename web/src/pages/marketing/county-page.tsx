import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { cities } from '@/content/cities';
import { counties, countyOrFirst } from '@/content/counties';
import { services } from '@/content/services';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { ChipList, LinkGrid, MarketingSection } from './marketing-section';

export function CountyPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { countyName } = useParams();
  const county = countyOrFirst(countyName);
  const countyCities = county.citySlugs.flatMap((slug) => cities.filter((city) => city.slug === slug));
  const values = { county: county.shortName };

  return (
    <MarketingLayout
      title={intl.formatMessage({ id: 'content.county.page.title' }, values)}
      description={intl.formatMessage({ id: 'content.county.page.description' }, values)}
      eyebrow={intl.formatMessage({ id: 'content.county.page.eyebrow' })}
      heading={intl.formatMessage({ id: 'content.county.page.heading' }, values)}
      lead={<p>{intl.formatMessage({ id: county.introId })}</p>}
    >
      <MarketingSection title={intl.formatMessage({ id: 'content.county.page.cities' }, values)}>
        <LinkGrid links={countyCities.map((city) => ({ to: localizedPath(paths.city(city.slug), language), label: city.name }))} />
        <p className="mt-4 text-slate-700">
          {intl.formatMessage({ id: 'content.county.page.otherCommunities' }, { ...values, communities: county.otherCommunities.join(', ') })}
        </p>
      </MarketingSection>

      <div className="grid gap-12 md:grid-cols-2">
        <MarketingSection title={intl.formatMessage({ id: 'content.page.highways' })}>
          <ChipList label={intl.formatMessage({ id: 'content.county.page.highwaysLabel' }, values)} items={county.highways} />
        </MarketingSection>
        <MarketingSection title={intl.formatMessage({ id: 'content.county.page.landmarks' })}>
          <ChipList
            label={intl.formatMessage({ id: 'content.county.page.landmarksLabel' }, values)}
            items={county.landmarkIds.map((id) => intl.formatMessage({ id }))}
          />
        </MarketingSection>
      </div>

      <MarketingSection title={intl.formatMessage({ id: 'content.county.page.services' })}>
        <LinkGrid
          links={services.map((service) => ({
            to: localizedPath(paths.service(service.slug), language),
            label: intl.formatMessage({ id: service.titleId }),
          }))}
        />
      </MarketingSection>

      <MarketingSection title={intl.formatMessage({ id: 'content.county.page.otherCounties' })}>
        <LinkGrid
          links={counties
            .filter((other) => other.slug !== county.slug)
            .map((other) => ({ to: localizedPath(paths.county(other.slug), language), label: intl.formatMessage({ id: other.nameId }) }))}
        />
      </MarketingSection>
    </MarketingLayout>
  );
}
