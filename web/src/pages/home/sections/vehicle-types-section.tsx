import { FormattedMessage, useIntl } from 'react-intl';
import { SectionHeading } from '@/components/section-heading';
import { CarIcon, TruckIcon } from '@/components/ui/icons';
import { vehicleCategories } from '@/content/vehicle-types';

const ICONS = [CarIcon, TruckIcon] as const;

export function VehicleTypesSection() {
  const intl = useIntl();
  return (
    <section aria-labelledby="vehicles-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="vehicles-title"
          eyebrow={intl.formatMessage({ id: 'marketing.home.vehicles.eyebrow' })}
          title={intl.formatMessage({ id: 'marketing.home.vehicles.title' })}
        >
          <FormattedMessage id="marketing.home.vehicles.text" />
        </SectionHeading>
        <div className="grid gap-6 md:grid-cols-2">
          {vehicleCategories.map((category, index) => {
            const Icon = ICONS[index % ICONS.length];
            return (
              <article key={category.titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <div className="mb-4 flex items-center gap-3">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold text-slate-900">{intl.formatMessage({ id: category.titleId })}</h3>
                    <p className="text-sm text-slate-600">{intl.formatMessage({ id: category.vehiclesId })}</p>
                  </div>
                </div>
                <ul className="grid grid-cols-2 gap-2">
                  {category.serviceIds.map((service) => (
                    <li key={service} className="flex items-center gap-2 text-slate-700">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-500" />
                      {intl.formatMessage({ id: service })}
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
