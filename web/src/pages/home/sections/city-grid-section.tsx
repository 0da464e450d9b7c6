import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/section-heading';
import { MapPinIcon } from '@/components/ui/icons';
import { useLocalizedPath } from '@/components/use-localized-path';
import { cities } from '@/content/cities';
import { paths } from '@/lib/paths';

export function CityGridSection() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="cities-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="cities-title"
          eyebrow={intl.formatMessage({ id: 'marketing.home.cities.eyebrow' })}
          title={intl.formatMessage({ id: 'marketing.home.cities.title' })}
        >
          <FormattedMessage id="marketing.home.cities.text" />
        </SectionHeading>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link
                to={localized(paths.city(city.slug))}
                className="flex items-center gap-2 rounded-xl border border-slate-200 px-4 py-3 font-medium text-slate-800 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
              >
                <MapPinIcon className="size-4 shrink-0 text-brand-600" />
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
