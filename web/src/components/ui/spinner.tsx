import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-6 animate-spin rounded-full border-2 border-current border-t-transparent', className)}
    />
  );
}

/** Centered loading state for a whole page or route chunk. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner className="size-8" />
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  );
}
