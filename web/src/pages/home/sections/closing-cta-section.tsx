import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function ClosingCtaSection() {
  const intl = useIntl();
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          <FormattedMessage id="marketing.home.closing.title" />
        </h2>
        <p className="mt-4 text-lg text-slate-200">
          <FormattedMessage id="marketing.home.closing.text" />
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.request} className={buttonClasses('accent', 'lg')}>
            <FormattedMessage id="common.cta.getHelpNow" />
          </Link>
          <SupportPhoneLink
            prefix={intl.formatMessage({ id: 'common.cta.callPrefix' })}
            className={buttonClasses('inverse', 'lg')}
            iconClassName="size-5"
          />
        </div>
      </div>
    </section>
  );
}
