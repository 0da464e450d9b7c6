import type { ComponentType, SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/section-heading';
import { BadgeCheckIcon, ClockIcon, DollarIcon, LockIcon, MapPinIcon, ShieldIcon } from '@/components/ui/icons';
import { useLocalizedPath } from '@/components/use-localized-path';
import { infoTopics, type InfoIconName } from '@/content/info-topics';
import { paths } from '@/lib/paths';

const ICONS: Record<InfoIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  clock: ClockIcon,
  shield: ShieldIcon,
  badge: BadgeCheckIcon,
  dollar: DollarIcon,
  pin: MapPinIcon,
  lock: LockIcon,
};

export function WhyChooseUsSection() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="why-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="why-title"
          eyebrow={intl.formatMessage({ id: 'marketing.home.why.eyebrow' })}
          title={intl.formatMessage({ id: 'marketing.home.why.title' })}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {infoTopics.map((topic) => {
            const Icon = ICONS[topic.icon];
            return (
              <li key={topic.slug}>
                <Link
                  to={localized(paths.info(topic.slug))}
                  className="group block h-full rounded-2xl border border-slate-200 p-6 transition-shadow hover:shadow-md"
                >
                  <Icon className="mb-4 size-8 text-brand-700" />
                  <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">{intl.formatMessage({ id: topic.titleId })}</h3>
                  <p className="mt-2 text-slate-600">{intl.formatMessage({ id: topic.summaryId })}</p>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
