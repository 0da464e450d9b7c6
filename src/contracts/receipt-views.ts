import type { ArrivalVerifier } from '../domain/arrival-code';
import type { Language } from '../domain/language';
import type { PhotoStage } from '../domain/job-photos';
import type { ReceiptCard, ReceiptCardBalance, ReceiptExtra, ReceiptTotals } from '../domain/receipt';

/** A photo on a receipt, through a link that lives ten minutes (the page reads the receipt again for new ones). */
export interface ReceiptPhotoView {
  stage: PhotoStage;
  takenAt: string;
  url: string;
}

/** A completed job's itemized receipt, as its customer opens it from the texted link. Money in integer cents. */
export interface ReceiptView {
  /** 'R-4F2A9C1B', for quoting on the phone. */
  number: string;
  /** The customer's language when the receipt was issued. */
  language: Language;
  issuedAt: string;
  expiresAt: string;
  business: { name: string; phone: string };
  serviceType: string;
  vehicle: string | null;
  providerName: string | null;
  /** The contact's first name: with the business, the provider as the texts named them ('Maria from Trinity Tow LLC'). */
  providerPerson: string | null;
  /** Null reads 'not on file'. */
  providerLicence: string | null;
  providerInsurer: string | null;
  /** Null when the pickup was a shared GPS location rather than an address. */
  pickupAddress: string | null;
  /** Null for a job without a drop-off (a jump start); its address is null when it was a GPS point. */
  dropOff: { address: string | null } | null;
  arrivedAt: string | null;
  arrivalVerifiedAt: string | null;
  arrivalVerifiedBy: ArrivalVerifier | null;
  completedAt: string;
  extras: ReceiptExtra[];
  depositPaidAt: string | null;
  card: ReceiptCard | null;
  /** The balance by card through us, when the provider takes it so; null when it was paid at the car. */
  cardBalance: ReceiptCardBalance | null;
  /** The business account billed for the whole job, when the help was booked by one: nothing was paid by the driver. */
  billedTo: string | null;
  totals: ReceiptTotals;
  photos: ReceiptPhotoView[];
  /** The same receipt as a PDF file, relative to the site. */
  pdfPath: string;
}
