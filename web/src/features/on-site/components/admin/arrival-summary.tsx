import type { AdminArrivalView } from '@contracts/request-views';
import type { ArrivalBasis } from '@domain/arrival-promise';
import { formatClockTime } from '@/lib/display-format';

const BASIS_LABELS: Record<ArrivalBasis, string> = {
  road: 'by road',
  straight_line: 'straight-line estimate',
  provider: "provider's estimate",
};

/** 'Promised: 3:45 PM · Expected: 3:52 PM (by road)', in Dallas time, as the dispatcher would tell the customer. */
export function ArrivalSummary({ arrival }: { arrival: AdminArrivalView }) {
  const parts: string[] = [];
  if (arrival.promisedAt) parts.push(`Promised: ${formatClockTime(arrival.promisedAt)}`);
  if (arrival.arrivedAt) parts.push(`Arrived: ${formatClockTime(arrival.arrivedAt)}`);
  else if (arrival.predictedAt) {
    const basis = arrival.predictedBasis ? ` (${BASIS_LABELS[arrival.predictedBasis]})` : '';
    parts.push(`Expected: ${formatClockTime(arrival.predictedAt)}${basis}`);
  }
  if (parts.length === 0) return null;
  return <p className="text-sm font-medium text-slate-900">{parts.join(' · ')}</p>;
}
