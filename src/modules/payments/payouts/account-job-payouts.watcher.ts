import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DEFAULT_DEPOSIT_PERCENT, depositCents } from '../../../domain/money';
import { receiptTotals } from '../../../domain/receipt';
import type { RequestStatus } from '../../../domain/request-status';
import { RequestChangeWatchers } from '../../request-core';
import type { RequestRecord } from '../../../domain/request-record';
import { Receipt } from '../entities/receipt.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { oweTransfer } from './transfers-owed';

/**
 * A business account's job is billed to the account, so its provider takes nothing at the car: the
 * platform owes them the job's total (price and approved extras) less its commission, the share a
 * deposit would have kept; and, for a job the account cancelled once they were on the way, the trip
 * fee. Owed in the change's own transaction, sent by the payouts sweep like every other transfer.
 */
@Injectable()
export class AccountJobPayoutsWatcher implements OnModuleInit {
  constructor(
    private readonly watchers: RequestChangeWatchers,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  onModuleInit(): void {
    this.watchers.add({ staged: (tx, request, from) => this.staged(tx, request, from) });
  }

  private async staged(tx: EntityManager, request: RequestRecord, from: RequestStatus | null): Promise<void> {
    if (request.accountId === null || request.provider === null || from === request.status) return;
    const owed = { providerId: request.provider.id, requestId: request.id, currency: 'usd', paymentIntentId: null, createdAt: request.updatedAt, recordOnly: this.provider.isTestCheckout };
    if (request.status === 'completed') {
      // The receipt is written in the completion's transaction, before the watchers run: its lines are what the account is billed.
      const receipt = await tx.findOne(Receipt, { request: request.id });
      if (!receipt) return;
      const { totalCents, priceCents } = receiptTotals(receipt.lines);
      oweTransfer(tx, { ...owed, paymentId: receipt.id, source: 'account_job', amountCents: totalCents - depositCents(priceCents, DEFAULT_DEPOSIT_PERCENT) });
    }
    if (request.status === 'cancelled' && (request.providerCreditCents ?? 0) > 0) {
      oweTransfer(tx, { ...owed, paymentId: request.id, source: 'credit', amountCents: request.providerCreditCents! });
    }
  }
}
