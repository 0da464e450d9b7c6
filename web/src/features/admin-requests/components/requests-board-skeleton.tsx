import { Skeleton } from '@/components/ui/skeleton';

export function RequestsBoardSkeleton() {
  return (
    <div role="status" aria-label="Loading requests" className="space-y-4">
      <Skeleton className="h-6 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="ml-auto h-9 w-28" />
          </div>
        ))}
      </div>
    </div>
  );
}
