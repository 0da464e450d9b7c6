import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon, RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { MessagesList, useAdminMessages } from '@/features/admin-messages';
import { paths } from '@/lib/paths';
import { LoadError } from './load-error';
import { useLoadErrorToast } from './use-load-error-toast';

export function AdminMessagesPage() {
  const messages = useAdminMessages();
  useLoadErrorToast(messages, 'Failed to load texts');

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
          <p className="mt-1 text-sm text-slate-600">The latest texts sent or queued to customers, newest first.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => messages.refetch()} disabled={messages.isFetching}>
          <RefreshIcon className="size-4" />
          {messages.isFetching && messages.data ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      <div className="mt-6">
        {messages.data ? (
          <MessagesList messages={messages.data} />
        ) : messages.isError ? (
          <LoadError message="Failed to load texts" onRetry={() => messages.refetch()} retrying={messages.isFetching} />
        ) : (
          <div role="status" aria-label="Loading texts" className="space-y-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20 w-full rounded-xl" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
