import { Button } from '@/components/ui/button';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';

/** `onRetry` is a query's refetch, which never rejects (a failure is the query's error again, shown here), so nothing waits on it. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => Promise<unknown>; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <AlertIcon className="size-8 text-red-600" />
      <p className="mt-3 font-medium text-red-900">{message}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => void onRetry()} disabled={retrying}>
        <RefreshIcon className="size-4" />
        {retrying ? 'Retrying…' : 'Try Again'}
      </Button>
    </div>
  );
}
