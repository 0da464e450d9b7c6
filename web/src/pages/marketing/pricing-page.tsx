import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { depositExample, formatGuidePrice, formatWholeDollars, guidePriceFor, livePrice, pricingGuide } from '@/content/pricing-guide';
import { services } from '@/content/services';
import { usePublishedRanges } from '@/features/rate-card';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { BulletList, LinkGrid, MarketingSection } from './marketing-section';

const EXAMPLE = depositExample(100);

const PRICE_STEPS = [
  'content.pricing.steps.1',
  'content.pricing.steps.2',
  'content.pricing.steps.3',
  'content.pricing.steps.4',
  'content.pricing.steps.5',
] as const;

const guidedSlugs = new Set(pricingGuide.map((entry) => entry.serviceSlug));
const quotedServices = services.filter((service) => !guidedSlugs.has(service.slug));

/** The first card's range of a guide row, for the page's description (what a search result quotes). */
const firstCardPrice = (intl: IntlShape, serviceSlug: string) => {
  const entry = guidePriceFor(serviceSlug);
  return entry ? formatGuidePrice(intl, entry.price) : '';
};

export function PricingPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'content.pricing.page.title' });
  // The prerendered table shows the first card's ranges; the card in force replaces them once read.
  const published = usePublishedRanges();

  return (
    <MarketingLayout
      title={title}
      description={intl.formatMessage(
        { id: 'content.pricing.page.description' },
        {
          towing: firstCardPrice(intl, 'emergency-towing'),
          jumpStart: firstCardPrice(intl, 'jump-start-service'),
          flatTire: firstCardPrice(intl, 'flat-tire-change'),
          lockout: firstCardPrice(intl, 'lockout-assistance'),
          fuelDelivery: firstCardPrice(intl, 'fuel-delivery'),
        },
      )}
      eyebrow={intl.formatMessage({ id: 'content.pricing.page.eyebrow' })}
      heading={title}
      lead={<p>{intl.formatMessage({ id: 'content.pricing.page.lead' })}</p>}
    >
      <MarketingSection
        title={intl.formatMessage({ id: 'content.pricing.typical.title' })}
        intro={intl.formatMessage({ id: 'content.pricing.typical.intro' })}
      >
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left">
            <caption className="sr-only">{intl.formatMessage({ id: 'content.pricing.table.caption' })}</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {intl.formatMessage({ id: 'content.pricing.table.service' })}
                </th>
                <th scope="col" className="min-w-32 px-4 py-3 font-semibold">
                  {intl.formatMessage({ id: 'content.price.typical' })}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {pricingGuide.map((entry) => (
                <tr key={entry.serviceSlug}>
                  <th scope="row" className="px-4 py-3 align-top font-normal">
                    <Link
                      to={localizedPath(paths.service(entry.serviceSlug), language)}
                      className="font-semibold text-brand-800 underline hover:text-brand-900"
                    >
                      {intl.formatMessage({ id: entry.labelId })}
                    </Link>
                    <span className="mt-1 block text-sm text-slate-600">{intl.formatMessage({ id: entry.noteId })}</span>
                  </th>
                  <td className="px-4 py-3 align-top text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
                    {formatGuidePrice(intl, livePrice(entry, published?.ranges))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </MarketingSection>

      <MarketingSection
        title={intl.formatMessage({ id: 'content.price.quotedPerJob' })}
        intro={intl.formatMessage({ id: 'content.pricing.quoted.intro' })}
      >
        <LinkGrid
          links={quotedServices.map((service) => ({
            to: localizedPath(paths.service(service.slug), language),
            label: intl.formatMessage({ id: service.titleId }),
          }))}
        />
      </MarketingSection>

      <div className="grid gap-12 lg:grid-cols-2">
        <MarketingSection title={intl.formatMessage({ id: 'content.pricing.steps.title' })}>
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            {PRICE_STEPS.map((id) => (
              <li key={id}>{intl.formatMessage({ id })}</li>
            ))}
          </ol>
        </MarketingSection>
        <MarketingSection title={intl.formatMessage({ id: 'content.pricing.payment.title' })}>
          <BulletList
            items={[
              intl.formatMessage({ id: 'content.pricing.payment.deposit' }, { percent: EXAMPLE.percent }),
              intl.formatMessage({ id: 'content.pricing.payment.onSite' }, { percent: 100 - EXAMPLE.percent }),
              intl.formatMessage(
                { id: 'content.pricing.payment.example' },
                {
                  total: formatWholeDollars(intl, EXAMPLE.totalDollars),
                  deposit: formatWholeDollars(intl, EXAMPLE.depositDollars),
                  onSite: formatWholeDollars(intl, EXAMPLE.onSiteDollars),
                },
              ),
              intl.formatMessage({ id: 'content.pricing.payment.refund' }),
            ]}
          />
        </MarketingSection>
      </div>

      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
        <Link to={paths.providersJoin} className="font-semibold text-brand-800 underline hover:text-brand-900">
          {intl.formatMessage({ id: 'site.joinLink' })}
        </Link>
      </p>
    </MarketingLayout>
  );
}
