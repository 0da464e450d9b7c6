import type { ProviderPayoutStatusView } from '@contracts/payment-views';
import type { ProviderView } from '@contracts/provider-views';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';
import { formatPhone } from '@/lib/display-format';
import { usePayoutStatuses } from '../../api/payout-accounts';
import { useProviders, useSaveProvider } from '../../api/providers';
import { NetworkStanding } from './network/network-standing';
import { ProviderDocumentsDialog } from './network/provider-documents-dialog';
import { ProviderFormDialog } from './provider-form-dialog';
import { ProviderLinkActions } from './provider-link-actions';
import { ProviderScorecard, UnderReviewBadge } from './provider-scorecard';
import { ProviderSearch } from './provider-search';

/** The roster: who takes jobs, how their jobs went, and who is off new assignments. A viewer only reads it. */
export function ProvidersRoster() {
  const mayAct = useCan('desk');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ProviderView | null | undefined>(undefined);
  const roster = useProviders(search);
  // The payout badges follow when they come; the roster does not wait for them.
  const payouts = usePayoutStatuses();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <ProviderSearch value={search} onChange={setSearch} className="max-w-sm flex-1" />
        {mayAct && <Button onClick={() => setEditing(null)}>Add Provider</Button>}
      </div>

      {roster.isPending ? (
        <div role="status" aria-label="Loading providers" className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : roster.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load providers.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void roster.refetch()}>
            Retry
          </button>
        </p>
      ) : roster.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-10 text-center text-slate-700">
          {search ? 'No provider matches this search.' : mayAct ? 'No providers yet. Add one, or enter one when you assign a job.' : 'No providers yet.'}
        </p>
      ) : (
        <ul aria-label="Provider roster" className="grid gap-3 md:grid-cols-2">
          {roster.data.map((provider) => (
            <ProviderRow
              key={provider.id}
              provider={provider}
              payoutStatus={payouts.data?.get(provider.id) ?? null}
              onEdit={mayAct ? () => setEditing(provider) : undefined}
            />
          ))}
        </ul>
      )}

      <ProviderFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} provider={editing} />
    </div>
  );
}

type ProviderRowProps = {
  provider: ProviderView;
  /** The provider's payout account, once they opted in to be paid for card jobs through us. */
  payoutStatus: ProviderPayoutStatusView['status'] | null;
  onEdit?: () => void;
};

/** Without `onEdit` (a role that may only look) the row has no controls. */
function ProviderRow({ provider, payoutStatus, onEdit }: ProviderRowProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{provider.name}</h3>
            {provider.language === 'es' && (
              <Badge tone="info">
                <span className="sr-only">Texts in </span>
                <span lang="es">Español</span>
              </Badge>
            )}
            {provider.balanceMethod === 'card' && <Badge tone="info">Card balance</Badge>}
            {payoutStatus === 'on' && <Badge tone="success">Payouts on</Badge>}
            {payoutStatus === 'needs_details' && (
              <Badge tone="warning">
                <span className="sr-only">Payouts: </span>Needs details
              </Badge>
            )}
          </div>
          {provider.contactName && <p className="text-sm text-slate-700">Contact: {provider.contactName}</p>}
          <p className="text-sm text-slate-700">
            <a href={`tel:${provider.phone}`} className="underline">
              {formatPhone(provider.phone)}
            </a>
            {provider.email ? ` · ${provider.email}` : ''}
          </p>
          {provider.vehicleInfo && <p className="text-sm text-slate-600">{provider.vehicleInfo}</p>}
        </div>
        <div className="flex flex-wrap gap-1">
          <UnderReviewBadge provider={provider} />
          {provider.active && <Badge tone={provider.onDuty ? 'brand' : 'neutral'}>{provider.onDuty ? 'On duty' : 'Off duty'}</Badge>}
          <Badge tone={provider.active ? 'success' : 'neutral'}>{provider.active ? 'Active' : 'Inactive'}</Badge>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {provider.services.length > 0 ? provider.services.join(', ') : 'No services listed yet'} · within {provider.serviceRadiusMiles} mi
        {provider.homeAddress ? ` of ${provider.homeAddress}` : ''}
      </p>
      <NetworkStanding provider={provider} className="mt-2" />
      <ProviderScorecard provider={provider} />
      {onEdit && <ProviderControls provider={provider} onEdit={onEdit} />}
    </li>
  );
}

function ProviderControls({ provider, onEdit }: { provider: ProviderView; onEdit: () => void }) {
  const save = useSaveProvider();

  async function toggleActive() {
    try {
      await save.mutateAsync({ id: provider.id, body: { active: !provider.active } });
      toast.success(provider.active ? 'Provider Deactivated' : 'Provider Reactivated', {
        description: provider.active ? `${provider.name} gets no new jobs.` : `${provider.name} can be assigned jobs again.`,
      });
    } catch (error) {
      if (!isApiError(error, 401)) toast.error('Error', { description: 'Failed to save the provider. Please try again.' });
    }
  }

  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <ProviderDocumentsDialog provider={provider}>
          <Button variant="outline" size="sm" aria-label={`Documents for ${provider.name}`}>
            Documents
          </Button>
        </ProviderDocumentsDialog>
        <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => void toggleActive()}>
          {provider.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </div>
      <ProviderLinkActions provider={provider} />
    </>
  );
}
