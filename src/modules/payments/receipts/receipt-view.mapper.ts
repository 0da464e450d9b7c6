import type { ReceiptPhotoView, ReceiptView } from '../../../contracts/receipt-views';
import { isCoordinateText } from '../../../domain/address-text';
import { BUSINESS_NAME, receiptNumber, receiptTotals, type ReceiptPhoto } from '../../../domain/receipt';
import type { Receipt } from '../entities/receipt.entity';

/** An address a person can read, or null for a shared GPS position (the receipt says so in words). */
const placeName = (address: string | null): string | null => (!address || isCoordinateText(address) ? null : address);

export function toReceiptView(receipt: Receipt, code: string, supportPhone: string, photoUrl: (photo: ReceiptPhoto) => string): ReceiptView {
  const { lines } = receipt;
  const photos: ReceiptPhotoView[] = lines.photos.map((photo) => ({ stage: photo.stage, takenAt: photo.takenAt, url: photoUrl(photo) }));
  return {
    number: receiptNumber(receipt.id),
    language: receipt.language,
    issuedAt: receipt.issuedAt.toISOString(),
    expiresAt: receipt.expiresAt.toISOString(),
    business: { name: BUSINESS_NAME, phone: supportPhone },
    serviceType: lines.serviceType,
    vehicle: lines.vehicle,
    providerName: lines.providerName,
    providerPerson: lines.providerPerson ?? null,
    providerLicence: lines.providerLicence,
    providerInsurer: lines.providerInsurer ?? null,
    pickupAddress: placeName(lines.pickupAddress),
    dropOff: lines.destinationAddress ? { address: placeName(lines.destinationAddress) } : null,
    arrivedAt: lines.arrivedAt,
    arrivalVerifiedAt: lines.arrivalVerifiedAt,
    arrivalVerifiedBy: lines.arrivalVerifiedBy,
    completedAt: lines.completedAt,
    extras: lines.extras,
    depositPaidAt: lines.depositPaidAt,
    card: lines.card,
    cardBalance: lines.cardBalance ?? null,
    billedTo: lines.billedTo ?? null,
    totals: receiptTotals(lines),
    photos,
    pdfPath: `/api/receipts/${code}/pdf`,
  };
}
