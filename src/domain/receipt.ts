import type { ArrivalVerifier } from './arrival-code';
import { onSiteTotals, type ExtraKind } from './extra-charges';
import type { PhotoStage } from './job-photos';

/** The business a receipt is from. */
export const BUSINESS_NAME = 'DFW Roadside Assistance';

/** A receipt answers for 90 days, well past the five-minute tracking link, then says it has expired. */
export const RECEIPT_LIFE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const receiptExpiry = (issuedAt: Date): Date => new Date(issuedAt.getTime() + RECEIPT_LIFE_DAYS * DAY_MS);

/** An expired receipt's link still says it has expired for 30 days; then the receipt is deleted. */
const EXPIRED_RECEIPT_KEPT_DAYS = 30;

/** Receipts that expired before this are deleted. */
export const receiptDeletionCutoff = (now: Date): Date => new Date(now.getTime() - EXPIRED_RECEIPT_KEPT_DAYS * DAY_MS);

/** An approved extra as the receipt lists it. */
export interface ReceiptExtra {
  kind: ExtraKind;
  description: string | null;
  amountCents: number;
  approvedAt: string | null;
}

export interface ReceiptPhoto {
  fileKey: string;
  stage: PhotoStage;
  takenAt: string;
}

/** The card the deposit was paid with, as the payment provider reported it. */
export interface ReceiptCard {
  brand: string;
  last4: string;
}

/**
 * What a receipt says, written once when the job is completed: a receipt is a record of what was
 * charged then, so it neither changes with the request nor goes when the request is deleted.
 */
export interface ReceiptLines {
  serviceType: string;
  vehicle: string | null;
  providerName: string | null;
  /** The contact person's first name, as the customer was told ('Maria from …'); absent on receipts written before it was kept. */
  providerPerson?: string | null;
  /** The provider's TDLR licence number and insurer from the roster; null reads 'not on file'. */
  providerLicence: string | null;
  /** Absent on receipts written before insurers were on file. */
  providerInsurer?: string | null;
  pickupAddress: string;
  destinationAddress: string | null;
  arrivedAt: string | null;
  arrivalVerifiedAt: string | null;
  arrivalVerifiedBy: ArrivalVerifier | null;
  completedAt: string;
  priceCents: number;
  extras: ReceiptExtra[];
  depositCents: number;
  depositPaidAt: string | null;
  card: ReceiptCard | null;
  photos: ReceiptPhoto[];
  /** For a provider who takes the balance by card through us: due until the customer pays it, then what was paid. Absent for the balance paid at the car. */
  cardBalance?: ReceiptCardBalance;
  /** The business account billed for the whole job: its driver paid nothing, and no deposit was taken. Absent for a customer's own job. */
  billedTo?: string | null;
}

export interface ReceiptCardBalance {
  status: 'due' | 'paid';
  tipCents: number;
  card: ReceiptCard | null;
  paidAt: string | null;
}

export interface ReceiptTotals {
  priceCents: number;
  approvedExtrasCents: number;
  /** The accepted price plus approved extras. */
  totalCents: number;
  depositCents: number;
  /** The rest, paid to the provider at the car. */
  balancePaidOnSiteCents: number;
}

/** The receipt's sums, by the same rule the provider's page used to collect them. */
export function receiptTotals(lines: Pick<ReceiptLines, 'priceCents' | 'extras' | 'depositCents'>): ReceiptTotals {
  const totals = onSiteTotals(lines.priceCents, lines.extras.map((extra) => ({ status: 'approved' as const, amountCents: extra.amountCents })), lines.depositCents);
  return {
    priceCents: totals.priceCents,
    approvedExtrasCents: totals.approvedExtrasCents,
    totalCents: totals.priceCents + totals.approvedExtrasCents,
    depositCents: totals.depositCents,
    balancePaidOnSiteCents: totals.dueOnSiteCents,
  };
}

/** 'R-4F2A9C1B': the receipt's number, read from its id, for a person to quote on the phone. */
export const receiptNumber = (receiptId: string): string => `R-${receiptId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as printed on the card ('Visa'), from the payment provider's id for it ('visa'). */
export const cardBrandName = (brand: string): string => CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
