import { Link } from 'react-router-dom';
import type { SmsMessageView } from '@contracts/request-views';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { templateLabel } from '../lib/message-display';
import { DeliveryNote } from './delivery-note';
import { SmsStatusBadge } from './sms-status-badge';

const requestLinkClass = 'font-medium text-brand-700 hover:underline';

/** Every text: a table from the md breakpoint up, cards below it. */
export function MessagesList({ messages }: { messages: readonly SmsMessageView[] }) {
  if (messages.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">
        No texts yet
      </p>
    );
  }

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Texts, newest first
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Time</th>
              <th scope="col" className="px-4 py-3">To</th>
              <th scope="col" className="px-4 py-3">Template</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Message</th>
              <th scope="col" className="px-4 py-3">Delivery</th>
              <th scope="col" className="px-4 py-3">Request</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {messages.map((message) => (
              <tr key={message.id}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums">
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatPhone(message.to)}</td>
                <td className="px-4 py-3">{templateLabel(message.template)}</td>
                <td className="px-4 py-3">
                  <SmsStatusBadge status={message.status} keptInOutbox={message.keptInOutbox} />
                </td>
                <td className="max-w-md px-4 py-3 break-words whitespace-pre-line text-slate-900">{message.body}</td>
                <td className="px-4 py-3">
                  <DeliveryNote message={message} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {message.requestId ? (
                    <Link to={paths.adminRequest(message.requestId)} className={requestLinkClass}>
                      View request
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900 tabular-nums">{formatPhone(message.to)}</p>
                <p className="text-xs text-slate-500">
                  {templateLabel(message.template)} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
              </div>
              <SmsStatusBadge status={message.status} keptInOutbox={message.keptInOutbox} />
            </div>
            <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-900">{message.body}</p>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
              <DeliveryNote message={message} />
              {message.requestId && (
                <Link to={paths.adminRequest(message.requestId)} className={`${requestLinkClass} text-sm`}>
                  View request
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
