import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { formatUsd } from '../../../domain/money';
import { SmsOutboxService } from '../../notifications';
import { ProviderRows } from '../../providers';
import { RequestTransitionsService } from '../../request-core';
import { PROVIDER_CLAWBACK_TEMPLATE, writeProviderClawback } from '../balance/balance-texts';
import { BalancePayment } from '../entities/balance-payment.entity';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { ProviderTransfer } from '../entities/provider-transfer.entity';
import { onceForEvent } from '../payment-event-once';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';

export interface BalanceRefunded {
  eventId: string;
  paymentIntentId: string;
  /** What the charge has had refunded in all, as the payment provider counts it. */
  amountRefundedCents: number;
}

/**
 * A card balance refunded to its customer takes the money back from its provider: the ledger moves
 * the refund out of the provider's share (the balance first, then the tip), and a transfer already
 * sent is reversed by as much (a clawback), once per refunded total. A transfer not sent yet is
 * lowered instead.
 */
@Injectable()
export class ClawbacksService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly transitions: RequestTransitionsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** False when the refunded charge is no card balance of ours. */
  async balanceRefunded(refund: BalanceRefunded): Promise<boolean> {
    const balance = await this.em.fork().findOne(BalancePayment, { paymentIntentId: refund.paymentIntentId });
    if (!balance) return false;
    await onceForEvent(this.outbox, { id: refund.eventId, type: 'charge_refunded', at: this.clock.now() }, async (tx, texts) => {
      const rows = await tx.find(LedgerEntry, { paymentId: balance.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const refundedBefore = rows.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amountCents, 0);
      const delta = refund.amountRefundedCents - refundedBefore;
      if (delta <= 0) return null;
      const now = this.clock.now();
      const movement = `refunded-to:${refund.amountRefundedCents}`;
      const left = (kind: 'balance' | 'tip') => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amountCents, 0);
      const fromBalance = Math.min(delta, left('balance'));
      const fromTip = Math.min(delta - fromBalance, left('tip'));
      const row = { requestId: balance.requestId, paymentId: balance.id, providerId: balance.providerId, movement, createdAt: now };
      tx.create(LedgerEntry, { ...row, kind: 'refund', amountCents: delta, providerId: null });
      if (fromBalance > 0) tx.create(LedgerEntry, { ...row, kind: 'balance', amountCents: -fromBalance });
      if (fromTip > 0) tx.create(LedgerEntry, { ...row, kind: 'tip', amountCents: -fromTip });

      const taken = await this.takeBack(tx, balance, fromBalance + fromTip, movement);
      this.transitions.logInTransaction(tx, balance.requestId, `${formatUsd(delta)} of the card balance was refunded to the customer; ${formatUsd(taken)} taken back from the provider`);
      const [provider] = await ProviderRows.byIds(tx, [balance.providerId]);
      if (provider && taken > 0) {
        texts.stage({
          to: provider.phone,
          body: writeProviderClawback(provider.language, delta, taken),
          template: PROVIDER_CLAWBACK_TEMPLATE,
          idempotencyKey: `provider-clawback:${balance.id}:${movement}`,
          requestId: balance.requestId,
        });
      }
      return taken;
    });
    return true;
  }

  /** What the provider gives back: from a transfer sent, reversed; from one still owed, lowered. */
  private async takeBack(tx: EntityManager, balance: BalancePayment, cents: number, movement: string): Promise<number> {
    const transfer = await tx.findOne(ProviderTransfer, { paymentId: balance.id, source: 'balance' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!transfer || cents === 0) return 0;
    const taken = Math.min(cents, transfer.amountCents - transfer.reversedCents);
    if (taken <= 0) return 0;
    if (transfer.status === 'waiting') {
      transfer.amountCents -= taken;
      if (transfer.amountCents === 0) transfer.status = 'cancelled';
      return taken;
    }
    if (transfer.status === 'sent' && transfer.transferRef) {
      await this.provider.reverseTransfer(transfer.transferRef, taken, `reversal:${transfer.id}:${movement}`);
    }
    transfer.reversedCents += taken;
    return taken;
  }
}
