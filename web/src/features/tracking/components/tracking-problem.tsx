import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { buttonClasses } from '@/components/ui/button';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import { paths } from '@/lib/paths';
import { TRACKING_MESSAGES } from '../lib/tracking-messages';

type TrackingProblemProps = {
  title: string;
  description: string;
  icon?: 'alert' | 'clock';
  /** Asks the customer to call support (spec: both the not-found and expired states do). */
  contactSupport?: boolean;
  children?: ReactNode;
};

/** The whole page when there is no request to show: not found, expired, throttled or failed. */
export function TrackingProblem({ contactSupport = true, ...props }: TrackingProblemProps) {
  const intl = useIntl();
  return <PageState {...props} supportLine={contactSupport ? intl.formatMessage({ id: 'tracking.problem.supportLine' }) : undefined} />;
}

/** 'Request Not Found' with the way home: an unknown tracking code, on the tracking or payment page. */
export function RequestNotFound() {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <TrackingProblem
      title={intl.formatMessage({ id: TRACKING_MESSAGES.notFound.title })}
      description={intl.formatMessage({ id: TRACKING_MESSAGES.notFound.description })}
    >
      <Link to={localizedPath(paths.home, language)} className={buttonClasses('outline')}>
        {intl.formatMessage({ id: 'tracking.notFound.home' })}
      </Link>
    </TrackingProblem>
  );
}
