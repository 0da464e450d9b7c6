import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminRequestSummary } from '@contracts/request-views';
import { buttonClasses } from '@/components/ui/button';
import { BellIcon, ChevronDownIcon, CloseIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { serviceTypeLabel } from '@/lib/service-type-label';

type NewRequestsPanelProps = {
  alerts: readonly AdminRequestSummary[];
  onDismiss: (id: string) => void;
  /** Where the page places it; it takes room in the page's flow instead of floating over the cards. */
  className?: string;
};

/** Collapsible list of requests that arrived during this visit; it reopens when another arrives. */
export function NewRequestsPanel({ alerts, onDismiss, className }: NewRequestsPanelProps) {
  const listId = useId();
  const [open, setOpen] = useState(true);
  const newest = alerts[0]?.id;
  const [seenNewest, setSeenNewest] = useState(newest);
  if (newest !== seenNewest) {
    setSeenNewest(newest);
    if (newest) setOpen(true);
  }

  return (
    <div aria-live="polite" className={className}>
      {alerts.length > 0 && (
        <section aria-label="New Requests" className="overflow-hidden rounded-xl border border-accent-400 bg-white shadow-sm">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((current) => !current)}
            className="flex w-full items-center gap-2 bg-accent-400 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-accent-300"
          >
            <BellIcon className="size-5 shrink-0" />
            <span className="flex-1">New Requests</span>
            <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
              {alerts.length}
            </span>
            <ChevronDownIcon className={cn('size-5 shrink-0 transition-transform', !open && 'rotate-180')} />
          </button>
          <ul id={listId} hidden={!open} className="max-h-[40vh] divide-y divide-slate-100 overflow-y-auto xl:max-h-[60vh]">
            {alerts.map((alert) => (
              <li key={alert.id} className="flex items-start gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900 tabular-nums">{formatPhone(alert.phone)}</p>
                  <p className="text-sm text-slate-700">{serviceTypeLabel(alert.serviceType)}</p>
                  {alert.locationAddress && <p className="truncate text-xs text-slate-500">{alert.locationAddress}</p>}
                  <Link to={paths.adminRequest(alert.id)} className="text-sm font-medium text-brand-700 hover:underline">
                    Open request
                  </Link>
                </div>
                <a
                  href={`tel:${alert.phone}`}
                  aria-label={`Call ${formatPhone(alert.phone)}`}
                  className={buttonClasses('primary', 'icon', 'size-10 shrink-0')}
                >
                  <PhoneIcon className="size-4" />
                </a>
                <button
                  type="button"
                  aria-label="Dismiss"
                  onClick={() => onDismiss(alert.id)}
                  className={buttonClasses('ghost', 'icon', 'size-10 shrink-0')}
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
