import type { ReactNode } from 'react';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { AlertIcon, ClockIcon } from '@/components/ui/icons';

type TrackingProblemProps = {
  title: string;
  description: string;
  icon?: 'alert' | 'clock';
  /** Asks the customer to call support (spec: both the not-found and expired states do). */
  contactSupport?: boolean;
  children?: ReactNode;
};

/** The whole page when there is no request to show: not found, expired, throttled or failed. */
export function TrackingProblem({ title, description, icon = 'alert', contactSupport = true, children }: TrackingProblemProps) {
  const Icon = icon === 'clock' ? ClockIcon : AlertIcon;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <Icon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      {contactSupport && (
        <p className="mt-4 text-slate-700">
          Please contact customer service for help:{' '}
          <SupportPhoneLink className="inline-flex items-center gap-1 font-semibold text-brand-700 underline" />
        </p>
      )}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
