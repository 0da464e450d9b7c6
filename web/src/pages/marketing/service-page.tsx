import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { counties } from '@/content/counties';
import { formatGuidePrice, guidePriceFor, livePrice } from '@/content/pricing-guide';
import { serviceOrFirst, services, type Service } from '@/content/services';
import { usePublishedRanges } from '@/features/rate-card';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { BulletList, LinkGrid, MarketingSection } from './marketing-section';

export function ServicePage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { serviceName } = useParams();
  const service = serviceOrFirst(serviceName);
  const title = intl.formatMessage({ id: service.titleId });
  const description = intl.formatMessage({ id: service.descriptionId });

  return (
    <MarketingLayout
      title={intl.formatMessage({ id: 'content.service.page.title' }, { service: title })}
      description={intl.formatMessage({ id: 'content.service.page.description' }, { description })}
      eyebrow={intl.formatMessage({ id: 'content.service.page.eyebrow' })}
      heading={title}
      lead={<p>{intl.formatMessage({ id: 'content.service.page.lead' }, { description })}</p>}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <MarketingSection title={intl.formatMessage({ id: 'content.service.page.providerDoes' })}>
          <BulletList items={service.providerDoesIds.map((id) => intl.formatMessage({ id }))} />
        </MarketingSection>
        <MarketingSection title={intl.formatMessage({ id: 'content.service.page.haveReady' })}>
          <BulletList items={service.haveReadyIds.map((id) => intl.formatMessage({ id }))} />
        </MarketingSection>
      </div>

      <PriceSection service={service} />

      <MarketingSection title={intl.formatMessage({ id: 'content.service.page.faqs' })}>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {service.faqs.map((faq) => (
            <div key={faq.questionId} className="p-4 sm:p-5">
              <dt className="font-semibold text-slate-900">{intl.formatMessage({ id: faq.questionId })}</dt>
              <dd className="mt-2 text-slate-700">{intl.formatMessage({ id: faq.answerId })}</dd>
            </div>
          ))}
        </dl>
      </MarketingSection>

      <MarketingSection title={intl.formatMessage({ id: 'content.service.page.otherServices' })}>
        <LinkGrid
          links={services
            .filter((other) => other.slug !== service.slug)
            .map((other) => ({ to: localizedPath(paths.service(other.slug), language), label: intl.formatMessage({ id: other.titleId }) }))}
        />
      </MarketingSection>

      <MarketingSection title={intl.formatMessage({ id: 'content.service.page.whereWeWork' })}>
        <LinkGrid
          links={counties.map((county) => ({
            to: localizedPath(paths.county(county.slug), language),
            label: intl.formatMessage({ id: county.nameId }),
          }))}
        />
      </MarketingSection>
    </MarketingLayout>
  );
}

function PriceSection({ service }: { service: Service }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const guide = guidePriceFor(service.slug);
  // The prerendered page shows the first card's range; the card in force replaces it once read.
  const published = usePublishedRanges(guide !== undefined);
  return (
    <MarketingSection title={intl.formatMessage({ id: 'content.price.typical' })}>
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <p className="text-3xl font-bold text-brand-900 tabular-nums">
          {guide ? formatGuidePrice(intl, livePrice(guide, published?.ranges)) : intl.formatMessage({ id: 'content.price.quotedPerJob' })}
        </p>
        <p className="mt-2 text-slate-700">
          {intl.formatMessage(
            { id: 'content.service.price.howSet' },
            { note: intl.formatMessage({ id: guide ? guide.noteId : 'content.service.price.noGuide' }) },
          )}
        </p>
        <Link
          to={localizedPath(paths.pricing, language)}
          className="mt-4 inline-block font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {intl.formatMessage({ id: 'content.service.price.fullGuide' })}
        </Link>
      </div>
    </MarketingSection>
  );
}
