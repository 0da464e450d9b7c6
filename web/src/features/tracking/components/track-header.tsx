import type { CustomerRequestView } from '@contracts/request-views';
import { cn } from '@/lib/cn';

const clockTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' });

type TrackHeaderProps = { request: CustomerRequestView; updatedAt: number; live: boolean };

export function TrackHeader({ request, updatedAt, live }: TrackHeaderProps) {
  const reference = request.trackingId ?? request.id.slice(0, 8).toUpperCase();
  return (
    <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Track Your Service</h1>
        <p className="mt-1 text-slate-600">
          Real-time updates for request #<span className="font-mono font-semibold text-slate-900">{reference}</span>
        </p>
      </div>
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-emerald-500' : 'bg-slate-400')} />
          {live ? 'Live' : 'Connecting…'}
        </span>
        <span>
          Updated <time dateTime={new Date(updatedAt).toISOString()}>{clockTime.format(updatedAt)}</time>
        </span>
      </div>
    </header>
  );
}
