import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type InsightSectionProps<T> = {
  title: string;
  description: string;
  result: UseQueryResult<T>;
  /** What the error panel says when the server gives no reason of its own. */
  loadFailed: string;
  isEmpty: (view: T) => boolean;
  emptyText: string;
  children: (view: T) => ReactNode;
};

/**
 * One of the page's sections, a landmark named by its heading: its figures once they come, a skeleton
 * until then, the server's reason when it refuses the filters, and a line saying so when nothing was counted.
 */
export function InsightSection<T>({ title, description, result, loadFailed, isEmpty, emptyText, children }: InsightSectionProps<T>) {
  const headingId = useId();
  const { data } = result;
  let body: ReactNode;
  if (result.isPending) body = <SectionLoading />;
  else if (data === undefined) {
    const message = isApiError(result.error) && result.error.isClientError ? result.error.message : loadFailed;
    body = <LoadError message={message} onRetry={() => result.refetch()} retrying={result.isFetching} />;
  } else if (isEmpty(data)) body = <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-700">{emptyText}</p>;
  else body = children(data);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={result.isFetching}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <div className={cn('space-y-8 px-4 py-4 transition-opacity sm:px-5', result.isPlaceholderData && 'opacity-60')}>{body}</div>
    </section>
  );
}

function SectionLoading() {
  return (
    <div role="status" className="space-y-3">
      <p className="text-sm text-slate-600">Loading insights…</p>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
