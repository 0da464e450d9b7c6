import { Link } from 'react-router-dom';
import { depositExample, formatGuidePrice, pricingGuide } from '@/content/pricing-guide';
import { services } from '@/content/services';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { BulletList, LinkGrid, MarketingSection } from './marketing-section';

const EXAMPLE = depositExample(100);

const PRICE_STEPS = [
  'You request help and describe your vehicle, location and problem.',
  'A dispatcher sets a price for your job and texts it to you.',
  'You accept the price, or make one counter-offer.',
  'The dispatcher accepts your counter-offer or makes one final offer, which you accept or decline.',
  'Once you agree, you pay the deposit by card and a provider is assigned.',
];

const guidedSlugs = new Set(pricingGuide.map((entry) => entry.serviceSlug));
const quotedServices = services.filter((service) => !guidedSlugs.has(service.slug));

export function PricingPage() {
  return (
    <MarketingLayout
      title="Roadside Assistance Pricing Guide"
      description="Typical roadside assistance prices in Dallas/Fort Worth: towing $75-$125, jump start $65-$85, flat tire $75-$95, lockout $85-$105, fuel delivery $75-$95."
      eyebrow="Pricing guide"
      heading="Roadside Assistance Pricing Guide"
      lead={<p>Typical prices for common jobs across Dallas/Fort Worth. You always see and agree your price before anyone is sent.</p>}
    >
      <MarketingSection title="Typical prices" intro="Your price depends on your vehicle, the problem, where you are and, for a tow, where it is going.">
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left">
            <caption className="sr-only">Typical price ranges by service</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Service</th>
                <th scope="col" className="px-4 py-3 font-semibold">Typical price</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {pricingGuide.map((entry) => (
                <tr key={entry.serviceSlug}>
                  <th scope="row" className="px-4 py-3 align-top font-normal">
                    <Link to={paths.service(entry.serviceSlug)} className="font-semibold text-brand-800 underline hover:text-brand-900">
                      {entry.label}
                    </Link>
                    <span className="mt-1 block text-sm text-slate-600">{entry.note}</span>
                  </th>
                  <td className="px-4 py-3 align-top text-lg font-bold whitespace-nowrap text-slate-900">
                    {formatGuidePrice(entry.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </MarketingSection>

      <MarketingSection title="Quoted per job" intro="These services vary too much for a typical range; the dispatcher quotes each one.">
        <LinkGrid links={quotedServices.map((service) => ({ to: paths.service(service.slug), label: service.title }))} />
      </MarketingSection>

      <div className="grid gap-12 lg:grid-cols-2">
        <MarketingSection title="How your price is set">
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            {PRICE_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </MarketingSection>
        <MarketingSection title="What you pay, and when">
          <BulletList
            items={[
              `A ${EXAMPLE.percent}% deposit by card, through a secure payment link, once the price is agreed.`,
              `The remaining ${100 - EXAMPLE.percent}% to the provider on site when the job is done.`,
              `For example, on a ${EXAMPLE.total} job you pay a ${EXAMPLE.deposit} deposit and ${EXAMPLE.onSite} to the provider.`,
              'The deposit is our platform fee and cannot be refunded once a provider has been assigned.',
            ]}
          />
        </MarketingSection>
      </div>
    </MarketingLayout>
  );
}
