import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { buttonClasses } from '@/components/ui/button';
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
  return <PageState {...props} supportLine={contactSupport ? 'Please contact customer service for help:' : undefined} />;
}

/** 'Request Not Found' with the way home: an unknown tracking code, on the tracking or payment page. */
export function RequestNotFound() {
  return (
    <TrackingProblem title={TRACKING_MESSAGES.notFound.title} description={TRACKING_MESSAGES.notFound.description}>
      <Link to={paths.home} className={buttonClasses('outline')}>
        Return to Home
      </Link>
    </TrackingProblem>
  );
}
