import type { FleetProviderView, FleetRequestView } from '@contracts/offer-views';
import { serviceTypeLabel } from '@domain/request-intake';
import { ACTIVE_PROVIDER_STATUSES, statusLabel } from '@domain/request-status';
import { formatPhone } from '@/lib/display-format';

export const FLEET_COLORS = { available: '#1d4ed8', busy: '#7c3aed', stale: '#94a3b8' } as const;

/** A provider as the map draws them: staleness decided now, and their marker's words. */
export type PlacedProvider = FleetProviderView & { description: string };

type RequestGroup = { label: string; color: string; statuses: readonly string[] };

/** The map's request colours, by what the request waits for. */
export const REQUEST_GROUPS: readonly RequestGroup[] = [
  { label: 'needs a price or an answer', color: '#d97706', statuses: ['pending_admin_review', 'admin_priced', 'pending_customer_response', 'negotiating'] },
  { label: 'awaiting payment', color: '#0891b2', statuses: ['approved', 'customer_accepted', 'payment_pending'] },
  { label: 'paid, needs a provider', color: '#dc2626', statuses: ['payment_completed', 'deposit_paid'] },
  { label: 'with a provider', color: '#047857', statuses: ACTIVE_PROVIDER_STATUSES },
];

const OTHER: RequestGroup = { label: 'other', color: '#475569', statuses: [] };

export const requestGroup = (status: string): RequestGroup => REQUEST_GROUPS.find((group) => group.statuses.includes(status)) ?? OTHER;

/** The words a request's marker reads as: who, what, and its stage. */
export const requestDescription = (request: FleetRequestView) =>
  `${formatPhone(request.phone)}: ${serviceTypeLabel(request.serviceType)}, ${statusLabel(request.status)} (${requestGroup(request.status).label})`;
