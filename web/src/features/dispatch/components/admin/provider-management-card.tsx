import type { AssignProviderBody } from '@contracts/request-bodies';
import type { AdminRequestView } from '@contracts/request-views';
import type { RequestAction } from '@domain/request-lifecycle';
import { ACTIVE_PROVIDER_STATUSES } from '@domain/request-status';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { CopyableLink } from '@/components/ui/copyable-link';
import { TruckIcon } from '@/components/ui/icons';
import { ProviderPositionMap } from '@/features/providers/admin';
import { isApiError } from '@/lib/api-client';
import { formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { useAssignment } from '../../api/assign-provider';
import { useRequestOffers } from '../../api/offers';
import { useReoffer } from '../../api/re-offer';
import { useOfferEvents } from '../../hooks/use-offer-events';
import { useOfferSending } from '../../hooks/use-offer-sending';
import { ASSIGNMENT_MESSAGES } from '../../lib/assignment-messages';
import { CandidateList } from './candidate-list';
import { OfferControls } from './offer-controls';
import { OFFER_TITLES, showOffersSentToast } from './offer-toasts';
import { OffersList } from './offers-list';
import { ProviderPicker } from './provider-picker';

/** What a trip's warnings may offer the dispatcher: the job re-offered, or the form to reassign it. */
export type TripControls = {
  reoffering: boolean;
  onReoffer: () => void;
  /** Left out when the lifecycle does not let this provider be replaced now. */
  onReassign?: () => void;
};

type ProviderManagementCardProps = {
  request: AdminRequestView;
  /** What the lifecycle table lets the dispatcher do now. */
  actions: ReadonlySet<RequestAction>;
  /** The trip's warnings, above the assigned provider; arrival is on-site's, so the page places them. */
  alerts: (controls: TripControls) => ReactNode;
  /** The trip's arrival (the promise, how it was verified), under the assigned provider. */
  arrival: ReactNode;
  /** For a role that may only look: the offers and the provider, with nothing to press. */
  readOnly?: boolean;
};

/** Spec §2 Provider Management: assign a provider once the deposit is paid, then the two links; reassign before they set off. */
export function ProviderManagementCard({ request, actions, alerts, arrival, readOnly = false }: ProviderManagementCardProps) {
  const assignment = useAssignment(request.id);
  const [reassigning, setReassigning] = useState(false);
  const reassignSearchRef = useRef<HTMLInputElement>(null);
  const canAssign = actions.has('assign_provider');
  const hasProvider = request.providerName != null;
  const finished = request.status === 'completed' || request.status === 'cancelled';
  // Offers exist only once the deposit is paid; after an acceptance they stay as the job's history.
  const waitingForProvider = request.depositPaid && !hasProvider && !finished;
  const offersShown = canAssign || hasProvider || (readOnly && waitingForProvider);
  const offers = useRequestOffers(request.id, offersShown);
  const offering = useOfferSending(request.id);
  const reoffer = useReoffer(request.id);
  useOfferEvents(request.id, offersShown);
  const offerList = offers.data?.offers;

  if (!hasProvider && !canAssign && finished) return null;

  async function send(kind: 'assign' | 'reassign' | 'regenerate', body?: AssignProviderBody) {
    try {
      await assignment.mutateAsync({ kind, body });
      setReassigning(false);
      if (kind === 'regenerate') {
        toast.success(ASSIGNMENT_MESSAGES.linksGenerated.title, { description: ASSIGNMENT_MESSAGES.linksGenerated.description });
      } else {
        const done = kind === 'assign' ? ASSIGNMENT_MESSAGES.assigned : ASSIGNMENT_MESSAGES.reassigned;
        toast.success(done.title, { description: done.description });
        toast.success(ASSIGNMENT_MESSAGES.linksGenerated.title, { description: ASSIGNMENT_MESSAGES.linksGenerated.description });
      }
    } catch (error) {
      if (isApiError(error, 401)) return;
      const failed = kind === 'regenerate' ? ASSIGNMENT_MESSAGES.linksFailed : ASSIGNMENT_MESSAGES.assignFailed;
      // A refusal the dispatcher can act on (a missing field, a deactivated provider, a job already moving) says why.
      if (isApiError(error) && error.isClientError) toast.error(error.title ?? failed.description, { description: error.message });
      else toast.error(failed.title, { description: failed.description });
    }
  }

  async function reofferJob() {
    try {
      const view = await reoffer.mutateAsync();
      showOffersSentToast(view.offers.filter((offer) => offer.status === 'open').map((offer) => offer.providerName));
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.isClientError) toast.error(error.title ?? OFFER_TITLES.notSent, { description: error.message });
      else toast.error(OFFER_TITLES.notSent, { description: 'The job could not be re-offered. Check your connection and try again.' });
    }
  }

  const canReassign = actions.has('reassign_provider');
  /** The alert's 'Reassign' opens the form below (it takes focus as it opens), or goes back to it when open. */
  const openReassign = () => (reassigning ? reassignSearchRef.current?.focus() : setReassigning(true));

  return (
    <CardSection title="Provider Management" icon={<TruckIcon className="size-5 text-brand-700" />}>
      {hasProvider ? (
        <div className="space-y-5">
          {alerts({ reoffering: reoffer.isPending, onReoffer: () => void reofferJob(), onReassign: canReassign ? openReassign : undefined })}
          <AssignedProvider request={request} />
          {arrival}
          {(ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(request.status) && <ProviderPositionMap request={request} />}
          <AssignmentLinks request={request} />
          {actions.has('regenerate_links') && (
            <Button variant="outline" size="sm" disabled={assignment.isPending} onClick={() => void send('regenerate')}>
              {assignment.isPending ? 'Generating...' : 'Generate Links'}
            </Button>
          )}
          {canReassign &&
            (reassigning ? (
              <div className="space-y-3 border-t border-slate-100 pt-4">
                <p className="text-sm text-slate-700">
                  The current provider&apos;s job link stops working at once and they are texted that the job was withdrawn.
                </p>
                <ProviderPicker
                  submitLabel="Reassign Provider"
                  pendingLabel="Reassigning..."
                  pending={assignment.isPending}
                  excludeName={request.providerName}
                  autoFocus
                  searchRef={reassignSearchRef}
                  onSubmit={(body) => void send('reassign', body)}
                />
                <Button variant="ghost" size="sm" onClick={() => setReassigning(false)}>
                  Cancel
                </Button>
              </div>
            ) : (
              <Button variant="outline" size="sm" onClick={() => setReassigning(true)}>
                Reassign Provider
              </Button>
            ))}
          <OffersList offers={offerList} />
        </div>
      ) : canAssign ? (
        <div className="space-y-5">
          <OfferControls
            autoDispatch={offers.data?.autoDispatch ?? null}
            loading={offers.isPending}
            sending={offering.sending}
            switching={offering.switching}
            onOfferTop={offering.sendToTop}
            onAutoDispatch={offering.setAutoDispatch}
          />
          <CandidateList
            requestId={request.id}
            pending={assignment.isPending}
            onAssign={(providerId) => void send('assign', { providerId })}
            offering={offering.sending}
            onOffer={offering.sendTo}
            offeredIds={new Set(offerList?.filter((offer) => offer.status === 'open').map((offer) => offer.providerId))}
          />
          <OffersList offers={offerList} showEmpty />
          <ProviderPicker
            submitLabel="Assign Provider"
            pendingLabel="Assigning..."
            pending={assignment.isPending}
            onSubmit={(body) => void send('assign', body)}
          />
        </div>
      ) : readOnly && waitingForProvider ? (
        <div className="space-y-5">
          <p className="text-sm text-slate-700">No provider is assigned yet.</p>
          <OffersList offers={offerList} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">A provider can be assigned once the customer has paid the deposit.</p>
      )}
    </CardSection>
  );
}

function AssignedProvider({ request }: { request: AdminRequestView }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <Item term="Provider">{request.providerName}</Item>
      <Item term="Phone">
        {request.providerPhone ? (
          <a href={`tel:${request.providerPhone}`} className="text-brand-700 underline">
            {formatPhone(request.providerPhone)}
          </a>
        ) : (
          '—'
        )}
      </Item>
      <Item term="Email">{request.providerEmail ?? '—'}</Item>
      <Item term="Vehicle">{request.providerVehicleInfo ?? '—'}</Item>
    </dl>
  );
}

/** The customer's new tracking link and the provider's job link, as texted to each. */
function AssignmentLinks({ request }: { request: AdminRequestView }) {
  const origin = window.location.origin;
  const links: Array<{ label: string; url: string | null }> = [
    { label: 'Customer tracking link', url: request.trackingId ? origin + paths.track(request.trackingId) : null },
    { label: 'Provider job link', url: request.providerJobId ? origin + paths.provider(request.providerJobId) : null },
  ];
  return (
    <div className="space-y-4">
      {links.map(({ label, url }) => (
        <div key={label} className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
          {url ? <CopyableLink label={label} url={url} /> : <p className="text-sm text-amber-800">Missing: generate the links again.</p>}
        </div>
      ))}
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
