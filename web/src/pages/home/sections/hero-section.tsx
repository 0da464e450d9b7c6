import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { BadgeCheckIcon, ClockIcon, MapPinIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n/messages';
import { paths } from '@/lib/paths';

const HIGHLIGHTS = [
  { icon: ClockIcon, text: 'marketing.home.hero.responseTime' },
  { icon: BadgeCheckIcon, text: 'marketing.home.hero.licensed' },
  { icon: MapPinIcon, text: 'marketing.home.hero.tracking' },
] as const satisfies readonly { icon: unknown; text: MessageId }[];

export function HeroSection() {
  const intl = useIntl();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
          <FormattedMessage id="marketing.home.hero.open" />
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          <FormattedMessage id="marketing.home.hero.heading" />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          <FormattedMessage id="marketing.home.hero.lead" />
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SupportPhoneLink
            prefix={intl.formatMessage({ id: 'common.cta.callPrefix' })}
            className={buttonClasses('accent', 'lg')}
            iconClassName="size-5"
          />
          <Link to={paths.request} className={buttonClasses('inverse', 'lg')}>
            <FormattedMessage id="common.cta.getHelpNow" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-3 text-sm text-slate-200 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-5 text-accent-400" />
              {intl.formatMessage({ id: text })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
