import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { iso } from '../../../common/time/iso';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { BalanceDueView } from '../../../contracts/payment-views';
import { BALANCE_REMINDER_AFTER_MS } from '../../../domain/card-balance';
import { SmsOutboxService } from '../../notifications';
import { ProviderRows } from '../../providers';
import { BalancePayment } from '../entities/balance-payment.entity';
import { BALANCE_DUE_TEMPLATE, BALANCE_REMINDER_TEMPLATE, balancePageUrl, writeBalanceReminder } from './balance-texts';

/** At most this many reminders a tick: a backlog drains over a few minutes instead of one long transaction. */
const REMINDERS_PER_TICK = 50;

/**
 * A card balance unpaid a day after completion is texted once more; from then on it is on the
 * dispatcher's Balance Due list until it is paid.
 */
@Injectable()
export class BalanceRemindersService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Texts the reminders due. Rows are taken locked and skipped by any other worker, so none is texted twice. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    return this.outbox.transaction(async (tx, texts) => {
      const due = await tx.find(
        BalancePayment,
        { status: 'due', remindedAt: null, createdAt: { $lte: new Date(now.getTime() - BALANCE_REMINDER_AFTER_MS) } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { createdAt: 'asc' }, limit: REMINDERS_PER_TICK },
      );
      for (const balance of due) {
        balance.remindedAt = now;
        // The balance's code is kept only in the link texted at completion.
        const url = await this.outbox.linkTexted(balance.requestId, BALANCE_DUE_TEMPLATE, balancePageUrl(this.config.publicUrl, ''));
        if (!url) continue;
        texts.stage({
          to: balance.phone,
          body: writeBalanceReminder(balance.language, url, balance.balanceCents),
          template: BALANCE_REMINDER_TEMPLATE,
          idempotencyKey: `balance-reminder:${balance.id}`,
          requestId: balance.requestId,
        });
      }
      return due.length;
    });
  }

  /** Balances reminded of and still unpaid, the oldest first. */
  async dueList(): Promise<BalanceDueView[]> {
    const em = this.em.fork();
    const due = await em.find(BalancePayment, { status: 'due', remindedAt: { $ne: null } }, { orderBy: { createdAt: 'asc' }, limit: 500 });
    const providers = new Map((await ProviderRows.byIds(em, [...new Set(due.map((balance) => balance.providerId))])).map((p) => [p.id, p.name]));
    return due.map((balance) => ({
      requestId: balance.requestId,
      phone: balance.phone,
      providerName: providers.get(balance.providerId) ?? null,
      balanceCents: balance.balanceCents,
      completedAt: balance.createdAt.toISOString(),
      remindedAt: iso(balance.remindedAt),
    }));
  }
}
