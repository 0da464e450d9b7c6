import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon, RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import { ConversationList, ConversationThread, useConversation, useConversations } from '@/features/admin-messages';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { NotForYourRole } from './not-for-your-role';
import { useLoadErrorToast } from './use-load-error-toast';

/** The texts are the desk's (owners and dispatchers): a viewer opening the page is told so, and nothing is asked for. */
export function AdminMessagesPage() {
  if (useCan('desk')) return <Inbox />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Messages | Admin | DFW Roadside Assistance</title>
      <NotForYourRole title="Messages" message="Only owners and dispatchers can read and answer the texts." />
    </div>
  );
}

/** The dispatchers' inbox: conversations per phone number beside the open one; one at a time below md. */
function Inbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('phone');
  const conversations = useConversations();
  const thread = useConversation(selected);
  useLoadErrorToast(conversations, 'Failed to load texts');
  useLoadErrorToast(thread, 'Failed to load the conversation');

  const select = (phone: string | null) => setSearchParams(phone ? { phone } : {});

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Messages | Admin | DFW Roadside Assistance</title>
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Messages</h1>
          <p className="mt-1 text-sm text-slate-600">Every text with customers and providers, one conversation per number.</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void conversations.refetch();
            if (selected) void thread.refetch();
          }}
          disabled={conversations.isFetching}
        >
          <RefreshIcon className="size-4" />
          {conversations.isFetching && conversations.data ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      {/* grid-cols-1 below md is minmax(0, 1fr): a long last text is truncated in its row instead of widening the page. */}
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className={cn(selected && 'max-md:hidden')}>
          {conversations.data ? (
            <ConversationList conversations={conversations.data} selected={selected} onSelect={select} />
          ) : conversations.isError ? (
            <LoadError message="Failed to load texts" onRetry={() => conversations.refetch()} retrying={conversations.isFetching} />
          ) : (
            <div role="status" aria-label="Loading texts" className="space-y-3">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-20 w-full rounded-xl" />
              ))}
            </div>
          )}
        </div>

        <div className={cn(!selected && 'max-md:hidden')}>
          {selected && (
            <Button variant="ghost" size="sm" className="-ml-3 mb-2 md:hidden" onClick={() => select(null)}>
              <ArrowLeftIcon className="size-4" />
              Back to Conversations
            </Button>
          )}
          {!selected ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
              Select a conversation to read and reply
            </p>
          ) : thread.data ? (
            <ConversationThread thread={thread.data} />
          ) : thread.isError ? (
            <LoadError message="Failed to load the conversation" onRetry={() => thread.refetch()} retrying={thread.isFetching} />
          ) : (
            <div role="status" aria-label="Loading the conversation">
              <Skeleton className="h-96 w-full rounded-xl" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
