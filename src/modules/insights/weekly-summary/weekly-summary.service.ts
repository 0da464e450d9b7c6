import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import type { JobResult } from '../../../infra/queue/queue-catalogue';
import { addDays, calendarDayIn, weekStart } from '../../../domain/report-period';
import { SmsOutboxService } from '../../notifications';
import { StaffDirectoryService } from '../../staff';
import { FunnelInsightsService } from '../funnel-insights.service';
import { PromisesInsightsService } from '../promises-insights.service';
import { SpeedInsightsService } from '../speed-insights.service';
import { WEEKLY_SUMMARY_TEMPLATE, weekWords, writeWeeklySummary } from './weekly-summary-text';

/** Monday morning's text to each owner: last week's requests, completion rate, median wait and on-time share. */
@Injectable()
export class WeeklySummaryService {
  constructor(
    private readonly funnels: FunnelInsightsService,
    private readonly speeds: SpeedInsightsService,
    private readonly promises: PromisesInsightsService,
    private readonly directory: StaffDirectoryService,
    private readonly outbox: SmsOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The week before this one, Monday to Sunday in Dallas; texted once per owner, however often the job runs. */
  async sendLastWeek(): Promise<JobResult> {
    const phones = await this.directory.ownerPhones();
    if (phones.length === 0) return { outcome: 'skipped', reason: 'no owner has a phone' };
    const from = addDays(weekStart(calendarDayIn(this.clock.now(), BUSINESS_TIME_ZONE)), -7);
    const to = addDays(from, 6);
    const query = { period: 'custom' as const, from, to };
    const [funnel, speed, promises] = await Promise.all([this.funnels.funnel(query), this.speeds.speed(query), this.promises.promises(query)]);
    const body = writeWeeklySummary(
      {
        week: weekWords(from, to),
        requests: funnel.steps[0].count,
        completed: funnel.steps[funnel.steps.length - 1].count,
        medianWaitSeconds: speed.wait.p50Seconds,
        onTimeRate: promises.onTimeRate,
      },
      `${this.config.publicUrl}/admin/insights?period=custom&from=${from}&to=${to}`,
    );
    const keyOf = (phone: string) => `${WEEKLY_SUMMARY_TEMPLATE}:${from}:${phone}`;
    const unsent: string[] = [];
    for (const phone of phones) if (!(await this.outbox.holds(keyOf(phone)))) unsent.push(phone);
    if (unsent.length === 0) return { outcome: 'skipped', reason: `the summary of the week of ${from} was sent` };
    await this.outbox.transaction(async (_tx, texts) => {
      for (const phone of unsent) texts.stage({ to: phone, body, template: WEEKLY_SUMMARY_TEMPLATE, idempotencyKey: keyOf(phone) });
    });
    return { outcome: 'done', detail: `texted ${unsent.length} owner(s) the week of ${from}` };
  }
}
