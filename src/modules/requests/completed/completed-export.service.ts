import { Injectable } from '@nestjs/common';
import type { CompletedPeriodQuery } from '../../../contracts/completed-views';
import { toCsv } from '../../../domain/csv';
import { completedCsvRows } from './completed-csv-rows';
import { CompletedJobsService } from './completed-jobs.service';
import { CompletedPeriodService } from './completed-period.service';

export interface CompletedCsv {
  filename: string;
  content: string;
}

/** The period's completed jobs as a spreadsheet file, in the list's default order, then its trip fees, newest first. */
@Injectable()
export class CompletedExportService {
  constructor(
    private readonly period: CompletedPeriodService,
    private readonly jobs: CompletedJobsService,
  ) {}

  async csv(query: CompletedPeriodQuery): Promise<CompletedCsv> {
    const range = this.period.resolve(query);
    const [jobs, tripFees] = await Promise.all([this.jobs.allOf(range), this.jobs.tripFeesOf(range)]);
    return {
      filename: `completed-jobs-${range.from}-to-${range.to}.csv`,
      content: toCsv(completedCsvRows(jobs, tripFees)),
    };
  }
}
