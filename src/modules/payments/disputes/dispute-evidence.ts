import { greatCircleMeters } from '../../../domain/geo';
import type { RequestRecord } from '../../../domain/request-record';

/** An entry of the request's activity log, as ActivityLogService reads it. */
interface LoggedAction {
  action: string;
  createdAt: Date;
}

const at = (time: Date | null): string => (time ? time.toISOString().replace('.000Z', 'Z') : 'not recorded');

const VERIFIERS = { code: 'the customer gave the provider their arrival code', dispatcher: 'confirmed by our dispatcher' } as const;

/**
 * The job's record as a dispute's written evidence: what was asked and agreed, when the provider
 * arrived and how that was verified, each extra charge the customer approved with when and how, the
 * completion, and where the truck last reported itself. Times in UTC, as the bank reads them.
 */
export function writeEvidenceText(job: RequestRecord, activity: readonly LoggedAction[]): string {
  const lines = [
    `Roadside ${job.serviceType} for a ${[job.vehicleYear, job.vehicleMake, job.vehicleModel].filter(Boolean).join(' ') || 'vehicle'} at ${job.locationAddress ?? 'the customer\'s shared location'}${job.destinationAddress ? `, towed to ${job.destinationAddress}` : ''}.`,
    `Requested ${at(job.createdAt)} from the phone ${job.phone}.`,
    `The customer accepted the price of $${((job.finalPriceCents ?? 0) / 100).toFixed(2)} and the service terms ${job.termsAcceptedAt ? `at ${at(job.termsAcceptedAt)}` : '(terms time not recorded)'}.`,
    `Deposit paid by card ${at(job.depositPaidAt)}.`,
    `Provider ${job.provider?.name ?? 'not recorded'} arrived ${at(job.arrivedAt)}; arrival verified ${at(job.arrivalVerifiedAt)}${job.arrivalVerifiedBy ? `: ${VERIFIERS[job.arrivalVerifiedBy]}` : ''}.`,
  ];
  const approvals = activity.filter((entry) => entry.action.startsWith('Customer approved the extra charge'));
  for (const entry of [...approvals].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) lines.push(`${entry.action} at ${at(entry.createdAt)}.`);
  lines.push(`Service completed ${at(job.serviceCompletedAt)}.`);
  if (job.position && job.customerLat !== null && job.customerLng !== null) {
    const meters = Math.round(greatCircleMeters(job.position, { lat: job.customerLat, lng: job.customerLng }));
    lines.push(`The provider's truck last reported its GPS position at ${at(job.position.recordedAt)}, ${meters} m from the customer's location.`);
  }
  lines.push('The itemized receipt, with the photos taken at the car, is attached.');
  return lines.join('\n');
}
