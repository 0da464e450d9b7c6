import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { notFound } from '../../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import { isCapabilityCode } from '../../../domain/tracking-codes';
import { SmsOutboxService } from '../../notifications';
import { LookupRateLimiter } from '../../request-core';
import { ProviderStatement } from '../entities/provider-statement.entity';
import { renderWeeklyStatementPdf, toWeeklyStatement, WEEKLY_STATEMENT_TEMPLATE, writeWeeklyStatementText } from './weekly-statement';
import { LAST_WEEK_START_SQL, WEEKLY_STATEMENTS_SQL, type WeeklyStatementRecord } from './weekly-statement.sql';

/** Statements go out on Monday from this hour in Dallas, once the week's last jobs are in. */
const SEND_FROM_HOUR = 8;

export const statementPdfUrl = (publicUrl: string, code: string): string => `${publicUrl}/api/statements/${code}/pdf`;

const StatementErrors = {
  notFound: () => notFound(ERROR_CODES.statementNotFound, 'This statement link is not valid. Check the link in your text.'),
};

/** Each Monday, every provider with money in the week before is texted a link to their statement as a PDF. */
@Injectable()
export class WeeklyStatementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly codes: CodeGenerator,
    private readonly limiter: LookupRateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Texts last week's statements, when it is Monday morning or later in the week; each provider's once (a row per provider and week). */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    if (!isPastMondayMorning(now)) return 0;
    const em = this.em.fork();
    const [{ week_start: weekStart }] = await em.execute<Array<{ week_start: string }>>(LAST_WEEK_START_SQL, [now]);
    const sent = new Set((await em.find(ProviderStatement, { weekStart }, { fields: ['providerId'] })).map((row) => row.providerId));
    const records = await em.execute<WeeklyStatementRecord[]>(WEEKLY_STATEMENTS_SQL, [weekStart, weekStart, null, null]);
    let texted = 0;
    for (const record of records.filter((row) => !sent.has(row.provider_id))) {
      const code = this.codes.capabilityCode();
      try {
        await this.outbox.transaction(async (tx, texts) => {
          tx.create(ProviderStatement, { providerId: record.provider_id, weekStart, codeDigest: capabilityDigest(code), createdAt: now });
          texts.stage({
            to: record.phone,
            body: writeWeeklyStatementText(record.language, toWeeklyStatement(record), statementPdfUrl(this.config.publicUrl, code)),
            template: WEEKLY_STATEMENT_TEMPLATE,
            idempotencyKey: `weekly-statement:${record.provider_id}:${weekStart}`,
          });
        });
        texted++;
      } catch (error) {
        // Another worker sent this provider's statement first.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    return texted;
  }

  /** The statement behind a texted link, as a PDF in the provider's language. */
  async pdf(code: string, address: string): Promise<{ filename: string; body: Buffer }> {
    const statement = await this.limiter.guard('statement', address, async () => {
      const row = isCapabilityCode(code) ? await this.em.fork().findOne(ProviderStatement, { codeDigest: capabilityDigest(code) }) : null;
      if (!row) throw StatementErrors.notFound();
      return row;
    });
    const [record] = await this.em.fork().execute<WeeklyStatementRecord[]>(WEEKLY_STATEMENTS_SQL, [statement.weekStart, statement.weekStart, statement.providerId, statement.providerId]);
    if (!record) throw StatementErrors.notFound();
    return { filename: `statement-${statement.weekStart}.pdf`, body: await renderWeeklyStatementPdf(toWeeklyStatement(record), record.language) };
  }
}

/** From 8 AM on Monday in Dallas to the end of Sunday: last week's statements are due. */
function isPastMondayMorning(now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return weekday !== 'Mon' || hour >= SEND_FROM_HOUR;
}
