import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import type { CustomerRequestView } from '@contracts/request-views';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn';

type TrackHeaderProps = { request: CustomerRequestView; updatedAt: number; live: boolean };

export function TrackHeader({ request, updatedAt, live }: TrackHeaderProps) {
  const intl = useIntl();
  const reference = request.trackingId ?? request.id.slice(0, 8).toUpperCase();
  const time = intl.formatTime(updatedAt, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: BUSINESS_TIME_ZONE });
  return (
    <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{intl.formatMessage({ id: 'tracking.header.heading' })}</h1>
        <p className="mt-1 text-slate-600">
          <FormattedMessage
            id="tracking.header.reference"
            values={{ reference: <span className="font-mono font-semibold text-slate-900">{reference}</span> }}
          />
        </p>
        {request.onBehalfOf && <p className="mt-1 text-slate-700">{intl.formatMessage({ id: 'tracking.header.onBehalfOf' }, { account: request.onBehalfOf })}</p>}
      </div>
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-emerald-500' : 'bg-slate-400')} />
          {intl.formatMessage({ id: live ? 'tracking.header.live' : 'tracking.header.connecting' })}
        </span>
        <span>
          <FormattedMessage
            id="tracking.header.updated"
            // The server's render and the phone's first one read the request a moment apart, on two clocks.
            values={{
              time: (
                <time dateTime={new Date(updatedAt).toISOString()} suppressHydrationWarning>
                  {time}
                </time>
              ),
            }}
          />
        </span>
      </div>
    </header>
  );
}
