import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ConversationThreadView } from '@contracts/conversation-views';
import { RequestStatusBadge, requestCode } from '@/features/admin-requests';
import { cn } from '@/lib/cn';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { templateLabel } from '../lib/message-display';
import { DeliveryNote } from './delivery-note';
import { ReplyBox } from './reply-box';
import { SmsStatusBadge } from './sms-status-badge';

/** Their texts on the left, ours on the right with the delivery status; the reply box below. */
export function ConversationThread({ thread }: { thread: ConversationThreadView }) {
  const end = useRef<HTMLLIElement>(null);
  const count = thread.messages.length;
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  return (
    <section aria-label={`Conversation with ${formatPhone(thread.phone)}`} className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-lg font-semibold text-slate-900 tabular-nums">{formatPhone(thread.phone)}</h2>
        {thread.request && (
          <div className="flex items-center gap-2 text-sm">
            <Link to={paths.adminRequest(thread.request.id)} className="font-medium text-brand-700 hover:underline">
              Request {requestCode(thread.request)}
            </Link>
            <RequestStatusBadge status={thread.request.status} />
          </div>
        )}
      </header>
      <ol aria-label="Texts" className="max-h-[60vh] min-h-48 space-y-3 overflow-y-auto bg-slate-50 p-4">
        {thread.messages.length === 0 && <li className="text-center text-sm text-slate-500">No texts yet</li>}
        {thread.messages.map((message) => {
          const ours = message.direction === 'outbound';
          return (
            <li key={message.id} className={cn('flex flex-col', ours ? 'items-end' : 'items-start')} data-direction={message.direction}>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line shadow-sm',
                  ours ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
                )}
              >
                {message.body}
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {ours && (
                  <>
                    <span>
                      {templateLabel(message.template)}
                      {message.staffName && ` by ${message.staffName}`}
                    </span>
                    <SmsStatusBadge status={message.status} keptInOutbox={message.keptInOutbox} />
                  </>
                )}
              </div>
              {ours && (message.status === 'failed' || message.lastError) && <DeliveryNote message={message} />}
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" />
      </ol>
      <ReplyBox key={thread.phone} phone={thread.phone} optedOut={thread.optedOut} />
    </section>
  );
}
