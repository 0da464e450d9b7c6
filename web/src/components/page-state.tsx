import type { ReactNode } from 'react';
import { SupportPhoneLink } from '@/components/support-phone-link';
import { AlertIcon, BadgeCheckIcon, ClockIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const ICONS = {
  success: { Icon: BadgeCheckIcon, className: 'bg-emerald-50 text-emerald-700' },
  alert: { Icon: AlertIcon, className: 'bg-red-50 text-red-700' },
  clock: { Icon: ClockIcon, className: 'bg-red-50 text-red-700' },
} as const;

type PageStateProps = {
  icon?: keyof typeof ICONS;
  title: string;
  description: string;
  /** The line that offers the support phone, when the page asks the reader to call. */
  supportLine?: string;
  children?: ReactNode;
};

/** The whole page when there is one thing to say: not found, expired, paid, failed. */
export function PageState({ icon = 'alert', title, description, supportLine, children }: PageStateProps) {
  const { Icon, className } = ICONS[icon];
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className={cn('inline-flex size-14 items-center justify-center rounded-full', className)}>
        <Icon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      {supportLine && (
        <p className="mt-4 text-slate-700">
          {supportLine}{' '}
          <SupportPhoneLink className="inline-flex items-center gap-1 font-semibold text-brand-700 underline" />
        </p>
      )}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
