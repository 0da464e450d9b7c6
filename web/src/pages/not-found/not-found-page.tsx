import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedPath } from '@/components/use-localized-path';
import { useLanguage } from '@/i18n/language-provider';
import { SPANISH_PREFIX } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const { setLanguage } = useLanguage();
  // An unknown address under /es was meant to be read in Spanish (the switch still changes it after).
  const spanishAddress = pathname.startsWith(`${SPANISH_PREFIX}/`);
  useEffect(() => {
    if (spanishAddress) setLanguage('es');
  }, [spanishAddress, setLanguage]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{intl.formatMessage({ id: 'marketing.notFound.title' })}</title>
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="marketing.notFound.heading" />
      </h1>
      <p className="mt-3 text-slate-600">
        <FormattedMessage id="marketing.notFound.text" />
      </p>
      <Link to={localized(paths.home)} className={buttonClasses('primary', 'md', 'mt-8')}>
        <FormattedMessage id="common.returnHome" />
      </Link>
    </div>
  );
}
