import { CANCELLATION_CAUSE_WORDS, type CompletedJobRow, type CompletedTripFeeRow } from '../../../contracts/completed-views';
import { formatNational } from '../../../common/phone/phone-number';
import { centsToDollarString } from '../../../domain/money';
import { serviceTypeLabel } from '../../../domain/request-intake';
import { calendarDayIn } from '../../../domain/report-period';
import type { CsvValue } from '../../../domain/csv';

/**
 * The export's columns. The trip fee columns, then how the balance was paid and the tip, come after the ten a completed job has always had, so a
 * sheet reading columns by place or by name keeps working; a trip fee row leaves the completed-job
 * money empty (its deposit was not a price, and it is paid by us, not collected on site) and a
 * completed job leaves the trip fee columns empty, so summing any column adds only its own money.
 */
export const CSV_HEADER: CsvValue[] = [
  'Date',
  'Tracking ID',
  'Customer',
  'Provider',
  'Service',
  'Vehicle',
  'Final Price',
  'Commission',
  'Provider Payout',
  'Rating',
  'Type',
  'Cancellation',
  'Deposit',
  'Trip Fee',
  'Balance Paid',
  'Tip',
];

const BALANCE_WORDS: Record<CompletedJobRow['balancePaid'], string> = { on_site: 'On site', card: 'By card', card_due: 'By card, due' };

const dollars = (cents: number) => centsToDollarString(cents);

/** The columns both kinds of row share: the day (in Chicago), the request, its customer, provider, service and vehicle. */
function requestCells(at: string, row: CompletedJobRow | CompletedTripFeeRow): CsvValue[] {
  return [
    calendarDayIn(new Date(at)),
    row.trackingId,
    // Formatted, a phone starts with '(' and needs no formula guard.
    formatNational(row.customerPhone),
    row.providerName,
    serviceTypeLabel(row.serviceType),
    row.vehicle,
  ];
}

export const completedJobCells = (row: CompletedJobRow): CsvValue[] => [
  ...requestCells(row.completedAt, row),
  dollars(row.finalPriceCents),
  dollars(row.commissionCents),
  dollars(row.payoutCents),
  row.rating,
  'Completed',
  null,
  null,
  null,
  BALANCE_WORDS[row.balancePaid],
  row.tipCents > 0 ? dollars(row.tipCents) : null,
];

export const tripFeeCells = (row: CompletedTripFeeRow): CsvValue[] => [
  ...requestCells(row.creditedAt, row),
  null,
  null,
  null,
  null,
  'Trip fee',
  CANCELLATION_CAUSE_WORDS[row.cause],
  dollars(row.depositCents),
  dollars(row.tripFeeCents),
  null,
  null,
];

/** The header, the completed jobs in the order given, then the trip fees in the order given. */
export function completedCsvRows(jobs: readonly CompletedJobRow[], tripFees: readonly CompletedTripFeeRow[]): CsvValue[][] {
  return [CSV_HEADER, ...jobs.map(completedJobCells), ...tripFees.map(tripFeeCells)];
}
