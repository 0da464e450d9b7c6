import type { ComponentType, SVGProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/section-heading';
import {
  ArrowRightIcon,
  BatteryIcon,
  BoltIcon,
  FuelIcon,
  KeyIcon,
  LinkChainIcon,
  TireIcon,
  TruckIcon,
} from '@/components/ui/icons';
import { useLocalizedPath } from '@/components/use-localized-path';
import { homeServices, type ServiceIconName } from '@/content/services';
import { paths } from '@/lib/paths';

const ICONS: Record<ServiceIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  truck: TruckIcon,
  bolt: BoltIcon,
  tire: TireIcon,
  key: KeyIcon,
  fuel: FuelIcon,
  battery: BatteryIcon,
  chain: LinkChainIcon,
};

export function ServicesSection() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          eyebrow={intl.formatMessage({ id: 'marketing.home.services.eyebrow' })}
          title={intl.formatMessage({ id: 'marketing.home.services.title' })}
        >
          <FormattedMessage id="marketing.home.services.text" />
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((service) => {
            const Icon = ICONS[service.icon];
            return (
              <li key={service.slug}>
                <Link
                  to={localized(paths.service(service.slug))}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md"
                >
                  <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-brand-800">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="font-semibold text-slate-900">{intl.formatMessage({ id: service.titleId })}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{intl.formatMessage({ id: service.descriptionId })}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2">
                    <FormattedMessage id="marketing.home.services.learnMore" /> <ArrowRightIcon className="size-4" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center">
          <Link to={localized(paths.pricing)} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            <FormattedMessage id="marketing.home.services.pricingGuide" /> <ArrowRightIcon className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
