import type { ExtraKind } from '../domain/extra-charges';
import type { PhotoStage } from '../domain/job-photos';
import type { OnlineServiceType, PhoneServiceType } from '../domain/request-intake';
import { isRequestStatus, type RequestStatus } from '../domain/request-status';
import type sharedEn from './messages/shared.en.json';

/** Ids of the messages the server's texts and the web app share: service names and the customer's status copy. */
export type SharedMessageId = keyof typeof sharedEn;

/** Every stored service type (the online form's names and the phone form's values) by its message. */
const SERVICE_LABEL_IDS: Record<OnlineServiceType | PhoneServiceType, SharedMessageId> = {
  'Towing': 'shared.service.towing',
  'Jump Start': 'shared.service.jumpStart',
  'Tire Change': 'shared.service.tireChange',
  'Lockout Service': 'shared.service.lockoutService',
  'Fuel Delivery': 'shared.service.fuelDelivery',
  'Battery Replacement': 'shared.service.batteryReplacement',
  'Winch Out Service': 'shared.service.winchOut',
  'Heavy Duty Towing': 'shared.service.heavyDutyTowing',
  'Flatbed Service': 'shared.service.flatbed',
  'Roadside Repair': 'shared.service.roadsideRepair',
  'Other': 'shared.service.other',
  car_towing: 'shared.service.carTowing',
  semi_truck_towing: 'shared.service.semiTruckTowing',
  jump_start: 'shared.service.jumpStart',
  tire_change: 'shared.service.tireChange',
  lockout: 'shared.service.lockout',
  fuel_delivery: 'shared.service.fuelDelivery',
  semi_truck_repair: 'shared.service.semiTruckRepair',
  other: 'shared.service.other',
};

/** A stored service type's message; null for a type this version does not know (shown as stored). */
export const serviceLabelId = (serviceType: string): SharedMessageId | null =>
  Object.hasOwn(SERVICE_LABEL_IDS, serviceType) ? SERVICE_LABEL_IDS[serviceType as OnlineServiceType | PhoneServiceType] : null;

type StatusCopyIds = { label: SharedMessageId; title: SharedMessageId; description: SharedMessageId };

const STATUS_COPY_IDS: Record<RequestStatus, StatusCopyIds> = {
  pending_admin_review: {
    label: 'shared.status.pendingAdminReview.label',
    title: 'shared.status.pendingAdminReview.title',
    description: 'shared.status.pendingAdminReview.description',
  },
  admin_priced: {
    label: 'shared.status.adminPriced.label',
    title: 'shared.status.adminPriced.title',
    description: 'shared.status.adminPriced.description',
  },
  pending_customer_response: {
    label: 'shared.status.pendingCustomerResponse.label',
    title: 'shared.status.pendingCustomerResponse.title',
    description: 'shared.status.pendingCustomerResponse.description',
  },
  negotiating: {
    label: 'shared.status.negotiating.label',
    title: 'shared.status.negotiating.title',
    description: 'shared.status.negotiating.description',
  },
  approved: {
    label: 'shared.status.approved.label',
    title: 'shared.status.approved.title',
    description: 'shared.status.approved.description',
  },
  customer_accepted: {
    label: 'shared.status.customerAccepted.label',
    title: 'shared.status.customerAccepted.title',
    description: 'shared.status.customerAccepted.description',
  },
  payment_pending: {
    label: 'shared.status.paymentPending.label',
    title: 'shared.status.paymentPending.title',
    description: 'shared.status.paymentPending.description',
  },
  payment_completed: {
    label: 'shared.status.paymentCompleted.label',
    title: 'shared.status.paymentCompleted.title',
    description: 'shared.status.paymentCompleted.description',
  },
  deposit_paid: {
    label: 'shared.status.depositPaid.label',
    title: 'shared.status.depositPaid.title',
    description: 'shared.status.depositPaid.description',
  },
  assigned: {
    label: 'shared.status.assigned.label',
    title: 'shared.status.assigned.title',
    description: 'shared.status.assigned.description',
  },
  provider_assigned: {
    label: 'shared.status.providerAssigned.label',
    title: 'shared.status.providerAssigned.title',
    description: 'shared.status.providerAssigned.description',
  },
  en_route: {
    label: 'shared.status.enRoute.label',
    title: 'shared.status.enRoute.title',
    description: 'shared.status.enRoute.description',
  },
  arrived: {
    label: 'shared.status.arrived.label',
    title: 'shared.status.arrived.title',
    description: 'shared.status.arrived.description',
  },
  in_progress: {
    label: 'shared.status.inProgress.label',
    title: 'shared.status.inProgress.title',
    description: 'shared.status.inProgress.description',
  },
  completed: {
    label: 'shared.status.completed.label',
    title: 'shared.status.completed.title',
    description: 'shared.status.completed.description',
  },
  cancelled: {
    label: 'shared.status.cancelled.label',
    title: 'shared.status.cancelled.title',
    description: 'shared.status.cancelled.description',
  },
};

/** The messages of a status's label, title and description; null for a status this version does not know. */
export const statusCopyIds = (status: string): StatusCopyIds | null => (isRequestStatus(status) ? STATUS_COPY_IDS[status] : null);

export const UNKNOWN_STATUS_TITLE_ID: SharedMessageId = 'shared.status.unknown.title';

/**
 * What the customer is told of their request (customerStatusDisplay's messages): a rated job thanks
 * them, and a business account's driver, who paid nothing, is told the account booked the help.
 */
export function customerStatusIds(status: string, customerRating: number | null, onAccount = false): { title: SharedMessageId; description: SharedMessageId } | null {
  const copy = statusCopyIds(status);
  if (!copy) return null;
  if (onAccount && status === 'payment_completed') return { title: 'shared.status.bookedOnAccount.title', description: 'shared.status.bookedOnAccount.description' };
  return status === 'completed' && customerRating != null ? { title: copy.title, description: 'shared.status.ratedThanks' } : copy;
}

/** Extra charges by their kind, as the receipt (page and PDF) names them. */
export const EXTRA_KIND_LABEL_IDS: Record<ExtraKind, SharedMessageId> = {
  winch_out: 'shared.extra.winchOut',
  extra_miles: 'shared.extra.extraMiles',
  dolly: 'shared.extra.dolly',
  wait_time: 'shared.extra.waitTime',
  other: 'shared.extra.other',
};

/** A photo by when it was taken: its one label on every page (provider, tracking, dispatch, receipt and its PDF). */
export const PHOTO_LABEL_IDS: Record<PhotoStage, SharedMessageId> = {
  pickup: 'shared.photo.pickup',
  completion: 'shared.photo.completion',
  extra: 'shared.photo.extra',
  not_here: 'shared.photo.notHere',
};

/** A photo's caption ('Pickup photo, 9:03 AM') and its text for a screen reader ('Pickup photo taken at 9:03 AM'). */
export const PHOTO_MESSAGE_IDS = {
  caption: 'shared.photo.caption',
  alt: 'shared.photo.alt',
} as const satisfies Record<string, SharedMessageId>;

/** Every line of a receipt, shared by its page and its PDF so the two say the same words. */
export const RECEIPT_MESSAGE_IDS = {
  title: 'shared.receipt.title',
  number: 'shared.receipt.number',
  issued: 'shared.receipt.issued',
  business: 'shared.receipt.business',
  job: 'shared.receipt.job',
  service: 'shared.receipt.service',
  vehicle: 'shared.receipt.vehicle',
  notGiven: 'shared.receipt.notGiven',
  provider: 'shared.receipt.provider',
  licence: 'shared.receipt.licence',
  notOnFile: 'shared.receipt.notOnFile',
  insurer: 'shared.receipt.insurer',
  pickup: 'shared.receipt.pickup',
  dropOff: 'shared.receipt.dropOff',
  sharedLocation: 'shared.receipt.sharedLocation',
  arrivedAt: 'shared.receipt.arrivedAt',
  droppedOffAt: 'shared.receipt.droppedOffAt',
  completed: 'shared.receipt.completed',
  arrivalVerified: 'shared.receipt.arrivalVerified',
  verifiedByCode: 'shared.receipt.verifiedByCode',
  verifiedByDispatcher: 'shared.receipt.verifiedByDispatcher',
  notVerified: 'shared.receipt.notVerified',
  charges: 'shared.receipt.charges',
  acceptedPrice: 'shared.receipt.acceptedPrice',
  approvedAt: 'shared.receipt.approvedAt',
  total: 'shared.receipt.total',
  depositPaid: 'shared.receipt.depositPaid',
  card: 'shared.receipt.card',
  balancePaid: 'shared.receipt.balancePaid',
  billedTo: 'shared.receipt.billedTo',
  balancePaidByCard: 'shared.receipt.balancePaidByCard',
  balanceDueByCard: 'shared.receipt.balanceDueByCard',
  tip: 'shared.receipt.tip',
  totalPaid: 'shared.receipt.totalPaid',
  photos: 'shared.receipt.photos',
  keptUntil: 'shared.receipt.keptUntil',
  questions: 'shared.receipt.questions',
} as const satisfies Record<string, SharedMessageId>;
