import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompletedJobRow, CompletedListQuery, CompletedPage, CompletedTripFeeRow } from '../../../contracts/completed-views';
import type { DayRange } from '../../../domain/report-period';
import { toCompletedJobRow } from './completed-job-row.mapper';
import { COUNT_SQL, rowsSql, type JobRecord } from './completed-jobs.sql';
import { CompletedPeriodService } from './completed-period.service';
import { DEFAULT_PAGE_SIZE } from './completed-query.dto';
import { toCompletedTripFeeRow } from './completed-trip-fee-row.mapper';
import { TRIP_FEES_SQL, type TripFeeRecord } from './completed-trip-fees.sql';

/**
 * The list of completed jobs: one page of a period, or every job of it for the export; and the trip
 * fees credited in a period for jobs cancelled after the provider set off.
 */
@Injectable()
export class CompletedJobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly period: CompletedPeriodService,
  ) {}

  async page(query: CompletedListQuery): Promise<CompletedPage> {
    const { from, to } = this.period.resolve(query);
    const { page = 1, pageSize = DEFAULT_PAGE_SIZE, sort = 'completedAt', order = 'desc' } = query;
    // One snapshot, so the total always agrees with the rows beside it.
    return this.em.fork().transactional(
      async (tx) => {
        const [{ total }]: Array<{ total: number }> = await tx.execute(COUNT_SQL, [from, to]);
        const records: JobRecord[] = await tx.execute(rowsSql(sort, order, true), [from, to, pageSize, (page - 1) * pageSize]);
        return { items: records.map(toCompletedJobRow), total, page, pageSize };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  /** Every job of the days, in the list's default order (newest completion first). */
  async allOf(range: DayRange): Promise<CompletedJobRow[]> {
    const records: JobRecord[] = await this.em.fork().execute(rowsSql('completedAt', 'desc', false), [range.from, range.to]);
    return records.map(toCompletedJobRow);
  }

  /** Every trip fee credited on the days, newest first. */
  async tripFeesOf(range: DayRange): Promise<CompletedTripFeeRow[]> {
    const records: TripFeeRecord[] = await this.em.fork().execute(TRIP_FEES_SQL, [range.from, range.to]);
    return records.map(toCompletedTripFeeRow);
  }
}
