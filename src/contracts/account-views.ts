/**
 * Business accounts' API shapes (shared with the web app). Money is integer cents; times ISO 8601.
 *
 * Desk (staff session; lists 'desk', changes 'owner'):
 *   GET   /api/admin/accounts                         -> BusinessAccountView[]
 *   POST  /api/admin/accounts                         AccountBody -> BusinessAccountView
 *   GET   /api/admin/accounts/:id                     -> AccountDetailView
 *   PATCH /api/admin/accounts/:id                     Partial<AccountBody> -> BusinessAccountView
 *   POST  /api/admin/accounts/:id/api-keys            ApiKeyBody -> CreatedApiKeyView (the key shown once)
 *   POST  /api/admin/accounts/:id/api-keys/:keyId/revoke -> ApiKeyView
 *   POST  /api/admin/accounts/:id/members             AccountMemberInviteBody -> 204 (texts an invitation link)
 *   GET   /api/admin/invoices?status=open|overdue|paid -> InvoiceView[]
 *   POST  /api/admin/invoices/:id/paid                -> InvoiceView
 *   GET   /api/admin/invoices/:id/pdf | /csv          the invoice as a file
 * Portal (an account member's session; 'requester' or 'account_admin'):
 *   GET   /api/business/me                            -> PortalMeView
 *   GET   /api/business/jobs?status=&cursor=          -> PartnerJobPage
 *   POST  /api/business/jobs                          PartnerJobBody -> PartnerJobView
 *   GET   /api/business/jobs/:id                      -> PartnerJobView
 *   POST  /api/business/jobs/:id/cancel               -> PartnerJobView
 *   GET   /api/business/invoices                      -> InvoiceView[]
 *   GET   /api/business/invoices/:id/pdf | /csv
 *   account admins also: GET/POST /api/business/api-keys, POST /api/business/api-keys/:id/revoke,
 *   GET/POST /api/business/webhook-endpoints, DELETE /api/business/webhook-endpoints/:id,
 *   GET /api/business/webhook-endpoints/:id/deliveries, POST /api/business/webhook-deliveries/:id/replay,
 *   GET/POST /api/business/members
 * Partner API (Authorization: Bearer <key>), under /api/partner/v1:
 *   POST /jobs (jobs:write, Idempotency-Key), GET /jobs/:id, GET /jobs?status=&cursor= (jobs:read),
 *   POST /jobs/:id/cancel (jobs:write), GET/POST /webhook-endpoints, DELETE /webhook-endpoints/:id
 */

import type { AccountPricing, AccountRole, ApiKeyScope, PartnerEvent, PartnerJobStatus, PaymentTermsDays } from '../domain/business-accounts';

export interface BusinessAccountView {
  id: string;
  name: string;
  billingName: string;
  billingPhone: string;
  billingEmail: string | null;
  termsDays: PaymentTermsDays;
  discountBps: number;
  pricing: AccountPricing;
  creditLimitCents: number;
  /** What this calendar month's jobs (Dallas) add up to so far, against the limit. */
  monthChargesCents: number;
  createdAt: string;
}

export interface AccountBody {
  name: string;
  billingName: string;
  billingPhone: string;
  billingEmail?: string | null;
  termsDays: PaymentTermsDays;
  discountBps?: number;
  pricing?: AccountPricing;
  creditLimitCents: number;
}

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The only answer that carries the whole key. */
export interface CreatedApiKeyView extends ApiKeyView {
  key: string;
}

export interface ApiKeyBody {
  name: string;
  scopes: ApiKeyScope[];
}

export interface AccountMemberView {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  active: boolean;
}

export interface AccountMemberInviteBody {
  name: string;
  email: string;
  phone: string;
  role: AccountRole;
}

export interface AccountDetailView {
  account: BusinessAccountView;
  keys: ApiKeyView[];
  members: AccountMemberView[];
  invoices: InvoiceView[];
}

export interface PortalMeView {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  account: { id: string; name: string };
}

export interface PartnerPlace {
  address: string | null;
  lat: number | null;
  lng: number | null;
}

/** A job as the account sees it, on the portal and through the partner API alike. */
export interface PartnerJobView {
  id: string;
  /** The account's own reference, as it was sent. */
  reference: string | null;
  status: PartnerJobStatus;
  service: string;
  driverPhone: string;
  vehicle: { year: number | null; make: string | null; model: string | null; plate: string | null; type: string | null };
  pickup: PartnerPlace;
  destination: PartnerPlace | null;
  /** The job's price once set; null while a dispatcher prices it. */
  priceCents: number | null;
  /** The promised arrival once a provider is on the way. */
  etaAt: string | null;
  provider: { name: string } | null;
  /** The driver's live tracking page. */
  trackingUrl: string | null;
  cancellationFeeCents: number | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface PartnerJobPage {
  data: PartnerJobView[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** The same fields as the online request form, plus the account's own reference. */
export interface PartnerJobBody {
  phone: string;
  /** Four digits, as the online form takes it: '2021'. */
  vehicleYear?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  vehiclePlate?: string;
  vehicleType?: string;
  serviceType: string;
  serviceDescription?: string;
  locationAddress?: string;
  customerLat?: number;
  customerLng?: number;
  destinationAddress?: string;
  destinationLat?: number;
  destinationLng?: number;
  language?: 'en' | 'es';
  reference?: string;
}

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: PartnerEvent[];
  createdAt: string;
  failingSince: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
}

/** The only answer that carries the signing secret. */
export interface CreatedWebhookEndpointView extends WebhookEndpointView {
  secret: string;
}

export interface WebhookEndpointBody {
  url: string;
  events: PartnerEvent[];
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  requestId: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** The event body every delivery carries; `data` is the job as GET /jobs/{id} answers it. */
export interface PartnerEventBody {
  id: string;
  type: PartnerEvent | 'endpoint.test';
  createdAt: string;
  data: PartnerJobView | null;
}

export interface InvoiceView {
  id: string;
  accountId: string;
  accountName: string;
  number: string;
  /** 'YYYY-MM'. */
  month: string;
  jobCount: number;
  subtotalCents: number;
  discountBps: number;
  discountCents: number;
  totalCents: number;
  issuedAt: string;
  dueAt: string;
  status: 'open' | 'paid';
  overdue: boolean;
  paidAt: string | null;
  paidBy: string | null;
}
