import type { RequestStatus } from './request-status';

/**
 * Business accounts: fleets, dealers and insurers whose jobs skip the deposit and are billed on a
 * monthly invoice. Money in integer cents; a discount in basis points (1 % = 100).
 */

/** The people of an account who sign in at /business: an account admin manages keys, webhooks and people; a requester sends jobs. */
export const ACCOUNT_ROLES = ['account_admin', 'requester'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = { account_admin: 'Account admin', requester: 'Requester' };
export const isAccountRole = (role: string): role is AccountRole => (ACCOUNT_ROLES as readonly string[]).includes(role);

/** Days after the invoice's date that it falls due. */
export const PAYMENT_TERMS_DAYS = [15, 30] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

/** How an account's jobs get their price: from the rate card in force when it can price them alone, or always by a dispatcher. */
export const ACCOUNT_PRICING = ['rate_card', 'dispatcher'] as const;
export type AccountPricing = (typeof ACCOUNT_PRICING)[number];

export const MAX_DISCOUNT_BPS = 5_000;
export const MAX_CREDIT_LIMIT_CENTS = 100_000_000;

export const API_KEY_SCOPES = ['jobs:write', 'jobs:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const PARTNER_EVENTS = ['job.created', 'job.priced', 'job.assigned', 'job.en_route', 'job.arrived', 'job.completed', 'job.cancelled'] as const;
export type PartnerEvent = (typeof PARTNER_EVENTS)[number];

/** The partner's word for a request's status: a few steps a fleet's software can act on, not our negotiation's. */
export const PARTNER_JOB_STATUSES = ['received', 'priced', 'assigned', 'en_route', 'arrived', 'in_progress', 'completed', 'cancelled'] as const;
export type PartnerJobStatus = (typeof PARTNER_JOB_STATUSES)[number];

const PARTNER_STATUS: Record<RequestStatus, PartnerJobStatus> = {
  pending_admin_review: 'received',
  admin_priced: 'received',
  pending_customer_response: 'received',
  negotiating: 'received',
  approved: 'priced',
  customer_accepted: 'priced',
  payment_pending: 'priced',
  payment_completed: 'priced',
  deposit_paid: 'priced',
  assigned: 'assigned',
  provider_assigned: 'assigned',
  en_route: 'en_route',
  arrived: 'arrived',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

export const partnerJobStatus = (status: RequestStatus): PartnerJobStatus => PARTNER_STATUS[status];

/** The requests' statuses a partner's filter names. */
export const requestStatusesFor = (status: PartnerJobStatus): RequestStatus[] =>
  (Object.keys(PARTNER_STATUS) as RequestStatus[]).filter((candidate) => PARTNER_STATUS[candidate] === status);

const EVENT_OF: Partial<Record<PartnerJobStatus, PartnerEvent>> = {
  priced: 'job.priced',
  assigned: 'job.assigned',
  en_route: 'job.en_route',
  arrived: 'job.arrived',
  completed: 'job.completed',
  cancelled: 'job.cancelled',
};

/**
 * The event a move from one status to another tells the partner, if any. A change that moves no
 * status (an ETA, a shared location), or a move within one partner status, tells nothing: the partner
 * reads such details from the job.
 */
export function partnerEventFor(from: RequestStatus | null, to: RequestStatus): PartnerEvent | null {
  if (from === null) return 'job.created';
  const before = PARTNER_STATUS[from];
  const after = PARTNER_STATUS[to];
  return before === after ? null : (EVENT_OF[after] ?? null);
}

/** The discount on an invoice's subtotal, half a cent rounded up. */
export const discountCents = (subtotalCents: number, discountBps: number): number => Math.round((subtotalCents * discountBps) / 10_000);

/** Whether a new job may be sent: the month's charges so far must be below the limit. */
export const withinCreditLimit = (monthChargesCents: number, creditLimitCents: number): boolean => monthChargesCents < creditLimitCents;

/** An API key's visible part: the prefix names the key in lists and logs, the rest is the secret. */
export const API_KEY_PREFIX = 'rsk_';
