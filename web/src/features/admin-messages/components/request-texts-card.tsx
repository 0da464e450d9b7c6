import type { SmsMessageView } from '@contracts/request-views';
import { CardSection } from '@/components/ui/card';
import { MessageIcon } from '@/components/ui/icons';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { templateLabel } from '../lib/message-display';
import { DeliveryNote } from './delivery-note';
import { SmsStatusBadge } from './sms-status-badge';

/** What the customer was texted about one request, word for word, whether or not SMS is configured. */
export function RequestTextsCard({ messages }: { messages: readonly SmsMessageView[] }) {
  return (
    <CardSection title="Texts" icon={<MessageIcon className="size-5 text-brand-700" />}>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-500">No texts yet</p>
      ) : (
        <ol className="space-y-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="text-slate-500">To </span>
                  <span className="font-semibold text-slate-900 tabular-nums">{formatPhone(message.to)}</span>
                </p>
                <SmsStatusBadge status={message.status} keptInOutbox={message.keptInOutbox} />
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {templateLabel(message.template)} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className="mt-2 rounded-md bg-slate-50 p-2 text-sm break-words whitespace-pre-line text-slate-900">
                {message.body}
              </p>
              {(message.status === 'failed' || message.attempts > 1 || message.lastError) && (
                <div className="mt-2">
                  <DeliveryNote message={message} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
