import type { ComponentType, SVGProps } from 'react';
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
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="services-title" eyebrow="Our services" title="Roadside Services">
          Whatever stopped you, a provider near you can handle it.
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {homeServices.map((service) => {
            const Icon = ICONS[service.icon];
            return (
              <li key={service.slug}>
                <Link
                  to={paths.service(service.slug)}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md"
                >
                  <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-400/20 text-brand-800">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="font-semibold text-slate-900">{service.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{service.description}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2">
                    Learn more <ArrowRightIcon className="size-4" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center">
          <Link to={paths.pricing} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            See typical prices in our pricing guide <ArrowRightIcon className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
