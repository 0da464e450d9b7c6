import type { WebhookDeliveryView } from '@contracts/account-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useReplayDelivery, useWebhookDeliveries } from '../api/webhooks';
import { DELIVERY_WORDS, eventWords, responseWords } from '../lib/webhook-words';

/** The endpoint's recent deliveries: which event, how it went, what the endpoint answered, how many tries, when; each may be sent again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId, true);
  const replay = useReplayDelivery(endpointId);

  if (deliveries.isPending) {
    return (
      <div role="status" aria-label="Loading the deliveries">
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        Failed to load the deliveries.{' '}
        <Button variant="outline" size="sm" className="ml-2" onClick={() => void deliveries.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (deliveries.data.length === 0) return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">No deliveries yet.</p>;

  function send(delivery: WebhookDeliveryView) {
    replay.mutate(delivery.id, {
      onSuccess: () => toast.success('Delivery Queued', { description: `${eventWords(delivery.eventType)} is sent again.` }),
      onError: (error) => {
        if (!isApiError(error, 401)) toast.error('Not Sent Again', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
      },
    });
  }

  return (
    <ul className="divide-y divide-slate-100 rounded-lg bg-slate-50 px-3" aria-label="Deliveries">
      {deliveries.data.map((delivery) => {
        const words = DELIVERY_WORDS[delivery.status];
        return (
          <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {eventWords(delivery.eventType)}
                <Badge tone={words.tone}>{words.label}</Badge>
              </p>
              <p className="text-slate-700">
                {responseWords(delivery)} · {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`} ·{' '}
                {formatBusinessDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={replay.isPending && replay.variables === delivery.id}
              onClick={() => send(delivery)}
              aria-label={`Replay ${eventWords(delivery.eventType)} from ${formatBusinessDateTime(delivery.createdAt)}`}
            >
              <RefreshIcon className="size-4" />
              Replay
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
