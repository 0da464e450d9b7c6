import { Link, useParams } from 'react-router-dom';
import { counties } from '@/content/counties';
import { formatGuidePrice, guidePriceFor } from '@/content/pricing-guide';
import { serviceOrFirst, services, type Service } from '@/content/services';
import { paths } from '@/lib/paths';
import { MarketingLayout } from './marketing-layout';
import { BulletList, LinkGrid, MarketingSection } from './marketing-section';

export function ServicePage() {
  const { serviceName } = useParams();
  const service = serviceOrFirst(serviceName);

  return (
    <MarketingLayout
      title={`${service.title} in Dallas/Fort Worth`}
      description={`${service.description} Available 24/7 across Dallas, Tarrant, Collin and Denton counties.`}
      eyebrow="Roadside service"
      heading={service.title}
      lead={<p>{service.description} Available 24/7 across Dallas/Fort Worth, at a price you agree before anyone is sent.</p>}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <MarketingSection title="What the provider does">
          <BulletList items={service.providerDoes} />
        </MarketingSection>
        <MarketingSection title="Have this ready">
          <BulletList items={service.haveReady} />
        </MarketingSection>
      </div>

      <PriceSection service={service} />

      <MarketingSection title="Questions and answers">
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {service.faqs.map((faq) => (
            <div key={faq.question} className="p-4 sm:p-5">
              <dt className="font-semibold text-slate-900">{faq.question}</dt>
              <dd className="mt-2 text-slate-700">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </MarketingSection>

      <MarketingSection title="Other services">
        <LinkGrid
          links={services
            .filter((other) => other.slug !== service.slug)
            .map((other) => ({ to: paths.service(other.slug), label: other.title }))}
        />
      </MarketingSection>

      <MarketingSection title="Where we work">
        <LinkGrid links={counties.map((county) => ({ to: paths.county(county.slug), label: county.name }))} />
      </MarketingSection>
    </MarketingLayout>
  );
}

function PriceSection({ service }: { service: Service }) {
  const guide = guidePriceFor(service.slug);
  return (
    <MarketingSection title="Typical price">
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <p className="text-3xl font-bold text-brand-900">{guide ? formatGuidePrice(guide.price) : 'Quoted per job'}</p>
        <p className="mt-2 text-slate-700">
          {guide?.note ?? 'This service varies too much from job to job for a typical range.'} The dispatcher sets your
          price from the details you give; you accept it or make one counter-offer, and you pay a 15% deposit by card
          once it is agreed.
        </p>
        <Link to={paths.pricing} className="mt-4 inline-block font-semibold text-brand-800 underline hover:text-brand-900">
          See the full pricing guide
        </Link>
      </div>
    </MarketingSection>
  );
}
