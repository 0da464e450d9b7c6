import { Injectable } from '@nestjs/common';
import type { CompletedJobRow, CompletedPeriodQuery } from '../../../contracts/completed-views';
import { formatNational } from '../../../common/phone/phone-number';
import { centsToDollarString } from '../../../domain/money';
import { serviceTypeLabel } from '../../../domain/request-intake';
import { calendarDayIn } from '../../../domain/report-period';
import { toCsv, type CsvValue } from './completed-csv';
import { CompletedJobsService } from './completed-jobs.service';
import { CompletedPeriodService } from './completed-period.service';

export interface CompletedCsv {
  filename: string;
  content: string;
}

const HEADER = [
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
];

const toCells = (row: CompletedJobRow): CsvValue[] => [
  calendarDayIn(new Date(row.completedAt)),
  row.trackingId,
  // Formatted, a phone starts with '(' and needs no formula guard.
  formatNational(row.customerPhone),
  row.providerName,
  serviceTypeLabel(row.serviceType),
  row.vehicle,
  centsToDollarString(row.finalPriceCents),
  centsToDollarString(row.commissionCents),
  centsToDollarString(row.payoutCents),
  row.rating,
];

/** The period's completed jobs as a spreadsheet file, in the list's default order. */
@Injectable()
export class CompletedExportService {
  constructor(
    private readonly period: CompletedPeriodService,
    private readonly jobs: CompletedJobsService,
  ) {}

  async csv(query: CompletedPeriodQuery): Promise<CompletedCsv> {
    const range = this.period.resolve(query);
    const rows = await this.jobs.allOf(range);
    return {
      filename: `completed-jobs-${range.from}-to-${range.to}.csv`,
      content: toCsv([HEADER, ...rows.map(toCells)]),
    };
  }
}
