import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

type CardSectionProps = {
  title: ReactNode;
  /** Controls beside the title, e.g. a toggle. */
  actions?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A card that is also a landmark named by its heading, so screen readers can jump between cards. */
export function CardSection({ title, actions, icon, className, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        {actions}
      </div>
      <div className="px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}
