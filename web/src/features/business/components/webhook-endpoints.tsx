import type { CreatedWebhookEndpointView, WebhookEndpointView } from '@contracts/account-views';
import { PARTNER_EVENTS, type PartnerEvent } from '@domain/business-accounts';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useCreateWebhookEndpoint, useDeleteWebhookEndpoint } from '../api/webhooks';
import { endpointStanding, EVENT_WORDS } from '../lib/webhook-words';
import { WebhookDeliveries } from './webhook-deliveries';

const refusal = (error: unknown) => (isApiError(error) && error.isClientError ? error.message : 'Please try again.');

/** The addresses the account's software hears its jobs' events at, each with its recent deliveries. */
export function WebhookEndpoints({ endpoints }: { endpoints: readonly WebhookEndpointView[] }) {
  if (endpoints.length === 0) return <p className="text-sm text-slate-600">No webhook endpoints yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Webhook endpoints">
      {endpoints.map((endpoint) => (
        <EndpointRow key={endpoint.id} endpoint={endpoint} />
      ))}
    </ul>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWebhookEndpoint();
  const standing = endpointStanding(endpoint);
  const deliveriesId = useId();

  function confirm() {
    remove.mutate(endpoint.id, {
      onSuccess: () => toast.success('Endpoint Deleted', { description: 'It hears no more events.' }),
      onError: (error) => {
        setConfirming(false);
        if (!isApiError(error, 401)) toast.error('Endpoint Not Deleted', { description: refusal(error) });
      },
    });
  }

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold break-all text-slate-900">{endpoint.url}</span>
            <Badge tone={standing.tone}>{standing.label}</Badge>
          </p>
          <p className="mt-0.5 text-slate-700">{endpoint.events.map((event) => EVENT_WORDS[event]).join(', ')}</p>
          <p className="text-slate-600">Added {formatBusinessDateTime(endpoint.createdAt)}</p>
          {endpoint.disabledAt ? (
            <p className="mt-1 font-medium text-red-700">
              Turned off {formatBusinessDateTime(endpoint.disabledAt)}
              {endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}
            </p>
          ) : (
            endpoint.failingSince && <p className="mt-1 font-medium text-amber-800">Failing since {formatBusinessDateTime(endpoint.failingSince)}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={showing} aria-controls={deliveriesId} onClick={() => setShowing((shown) => !shown)}>
            Deliveries
            <ChevronDownIcon className={cn('size-4 transition-transform', showing && 'rotate-180')} />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </div>
      </div>
      <div id={deliveriesId} hidden={!showing} className="mt-3">
        {showing && <WebhookDeliveries endpointId={endpoint.id} />}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this endpoint?"
        description={`${endpoint.url} hears no more events. Deliveries waiting to be retried are dropped.`}
        confirmLabel="Delete Endpoint"
        pendingLabel="Deleting..."
        cancelLabel="Keep Endpoint"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}

/** A new endpoint: its HTTPS address and the events it hears. Its signing secret is answered once. */
export function NewWebhookForm({ onCreated }: { onCreated: (created: CreatedWebhookEndpointView) => void }) {
  const create = useCreateWebhookEndpoint();
  const prefix = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<PartnerEvent[]>([...PARTNER_EVENTS]);
  const [problem, setProblem] = useState<{ field: 'url' | 'events'; words: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!/^https:\/\/\S+$/i.test(url.trim())) return setProblem({ field: 'url', words: 'Enter the full address, starting with https://' });
    if (events.length === 0) return setProblem({ field: 'events', words: 'Choose at least one event' });
    setProblem(null);
    try {
      onCreated(await create.mutateAsync({ url: url.trim(), events }));
      setUrl('');
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.isClientError) setProblem({ field: 'url', words: error.message });
      else toast.error('Endpoint Not Added', { description: refusal(error) });
    }
  }

  const toggle = (name: PartnerEvent, on: boolean) => setEvents((current) => (on ? PARTNER_EVENTS.filter((e) => e === name || current.includes(e)) : current.filter((e) => e !== name)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">New endpoint</h3>
      <FormField id={`${prefix}-url`} label="Endpoint URL" required error={problem?.field === 'url' ? problem.words : undefined} hint="Where we POST each event, signed with the endpoint’s secret.">
        {(control) => (
          <Input {...control} type="url" inputMode="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://" autoComplete="off" className="aria-invalid:border-red-600" disabled={create.isPending} />
        )}
      </FormField>
      <fieldset aria-describedby={problem?.field === 'events' ? `${prefix}-events-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Events</legend>
        <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {PARTNER_EVENTS.map((name) => (
            <div key={name} className="flex min-h-11 items-center gap-2">
              <Checkbox id={`${prefix}-${name}`} checked={events.includes(name)} onCheckedChange={(checked) => toggle(name, checked === true)} disabled={create.isPending} />
              <Label htmlFor={`${prefix}-${name}`} className="font-normal">
                {EVENT_WORDS[name]}
              </Label>
            </div>
          ))}
        </div>
        {problem?.field === 'events' && (
          <p id={`${prefix}-events-error`} className="text-sm font-medium text-red-700">
            {problem.words}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Adding...' : 'Add Endpoint'}
      </Button>
    </form>
  );
}
