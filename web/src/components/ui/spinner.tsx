import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-6 animate-spin rounded-full border-2 border-current border-t-transparent', className)}
    />
  );
}

/** Centered loading state for a whole page or route chunk; 'Loading…' in the reader's language unless labelled. */
export function PageLoading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner className="size-8" />
      <span className="text-sm text-slate-600">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
