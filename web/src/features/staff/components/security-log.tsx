import type { StaffSecurityEventView } from '@contracts/staff-views';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBusinessDateTime } from '@/lib/display-format';
import { useSecurityLog } from '../api/get-security-log';
import { securityEventWords } from '../lib/security-event-words';

const cellLabel = 'block text-xs font-medium text-slate-600 md:hidden';

/** The last sign-ins, refusals and changes to the staff, newest first, in Dallas time. */
export function SecurityLog() {
  const log = useSecurityLog();

  if (log.data) return log.data.length === 0 ? <p className="text-sm text-slate-600">Nothing has happened yet.</p> : <SecurityLogTable events={log.data} />;
  if (log.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center">
        <p className="font-medium text-red-900">Failed to load the security log</p>
        <Button variant="outline" size="sm" className="mt-3" disabled={log.isFetching} onClick={() => void log.refetch()}>
          {log.isFetching ? 'Retrying…' : 'Try Again'}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label="Loading the security log" className="space-y-2">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A table from 768 px; below, each line is a card of its own (the members' pattern). */
function SecurityLogTable({ events }: { events: readonly StaffSecurityEventView[] }) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Security log</caption>
      <thead className="text-slate-700 max-md:hidden">
        <tr className="border-b border-slate-200">
          {['Time (Dallas)', 'What happened', 'Who', 'By', 'Address'].map((heading) => (
            <th key={heading} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap first:pl-0">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
        {events.map((event, index) => (
          <tr
            key={`${event.createdAt}-${index}`}
            className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-2 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3"
          >
            <Cell label="Time (Dallas)" className="whitespace-nowrap tabular-nums max-md:col-span-2 md:pl-0">
              <time dateTime={event.createdAt}>{formatBusinessDateTime(event.createdAt)}</time>
            </Cell>
            <Cell label="What happened" className="max-md:col-span-2">
              <span className="font-medium text-slate-900">{securityEventWords(event.kind)}</span>
              {event.detail && <span className="block text-slate-600">{event.detail}</span>}
            </Cell>
            <Cell label="Who" className="break-all max-md:col-span-2">
              {event.email}
            </Cell>
            <Cell label="By">{event.byName ?? '—'}</Cell>
            <Cell label="Address" className="break-all">
              {event.address ?? '—'}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`py-3 max-md:py-0 md:px-2 ${className ?? ''}`}>
      <span className={cellLabel}>{label}</span>
      {children}
    </td>
  );
}
