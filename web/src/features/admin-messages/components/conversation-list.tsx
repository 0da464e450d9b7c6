import { Link } from 'react-router-dom';
import type { ConversationSummaryView } from '@contracts/conversation-views';
import { RequestStatusBadge, requestCode } from '@/features/admin-requests';
import { cn } from '@/lib/cn';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';

type Props = {
  conversations: readonly ConversationSummaryView[];
  selected: string | null;
  onSelect: (phone: string) => void;
};

/** One row per phone number, most recent activity first. */
export function ConversationList({ conversations, selected, onSelect }: Props) {
  if (conversations.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">
        No texts yet
      </p>
    );
  }

  return (
    <ul aria-label="Conversations" className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {conversations.map((conversation) => {
        const { phone, lastMessage, unreadCount, request } = conversation;
        const active = phone === selected;
        return (
          <li key={phone} className={cn('relative', active ? 'bg-brand-50' : 'hover:bg-slate-50')}>
            <button
              type="button"
              onClick={() => onSelect(phone)}
              aria-current={active ? 'true' : undefined}
              className="block w-full px-4 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('tabular-nums text-slate-900', unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
                  {formatPhone(phone)}
                </span>
                {unreadCount > 0 && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                    {unreadCount}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">
                {lastMessage.direction === 'outbound' && <span className="text-slate-500">You: </span>}
                {lastMessage.body}
              </span>
              <time dateTime={lastMessage.createdAt} className="mt-0.5 block text-xs text-slate-500">
                {formatDateTime(lastMessage.createdAt)}
              </time>
            </button>
            {request && (
              <div className="flex items-center gap-2 px-4 pb-3 text-sm">
                <Link to={paths.adminRequest(request.id)} className="font-medium text-brand-700 hover:underline">
                  {requestCode(request)}
                </Link>
                <RequestStatusBadge status={request.status} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
