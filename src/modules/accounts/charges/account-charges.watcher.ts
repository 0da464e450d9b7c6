import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { RequestRecord } from '../../../domain/request-record';
import type { RequestStatus } from '../../../domain/request-status';
import { ExtraChargesService } from '../../on-site';
import { RequestChangeWatchers, type RequestChangeWatcher } from '../../request-core';
import { AccountCharge } from '../entities/account-charge.entity';
import { describeCancellationFee, describeExtra, describeJob } from './charge-description';

type NewCharge = Pick<AccountCharge, 'kind' | 'extraId' | 'cents' | 'description'>;

/**
 * Writes an account job's charges in the transaction that completes or cancels it: the price and
 * each approved extra at completion, the fee at a cancellation that has one. A charge already
 * written is left as it is, so the request's change never fails on it.
 */
@Injectable()
export class AccountChargesWatcher implements RequestChangeWatcher, OnModuleInit {
  constructor(
    private readonly watchers: RequestChangeWatchers,
    private readonly extras: ExtraChargesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.watchers.add(this);
  }

  async staged(tx: EntityManager, request: RequestRecord, fromStatus: RequestStatus | null): Promise<void> {
    const accountId = request.accountId;
    if (!accountId || fromStatus === request.status) return;
    const charges = await this.chargesOf(tx, request);
    if (charges.length === 0) return;
    const incurredAt = request.status === 'completed' ? (request.serviceCompletedAt ?? this.clock.now()) : this.clock.now();
    const now = this.clock.now();
    const rows = charges.map((charge) => ({
      id: randomUUID(),
      requestId: request.id,
      accountId,
      kind: charge.kind,
      extraId: charge.extraId,
      cents: charge.cents,
      description: charge.description,
      partnerReference: request.partnerReference,
      incurredAt,
      createdAt: now,
    }));
    await tx.createQueryBuilder(AccountCharge).insert(rows).onConflict().ignore().execute();
  }

  private async chargesOf(tx: EntityManager, request: RequestRecord): Promise<NewCharge[]> {
    if (request.status === 'cancelled') {
      const fee = request.cancellationFeeCents ?? 0;
      return fee > 0 ? [{ kind: 'cancellation_fee', extraId: null, cents: fee, description: describeCancellationFee(request) }] : [];
    }
    if (request.status !== 'completed') return [];
    const price = request.finalPriceCents ?? 0;
    const job: NewCharge[] = price > 0 ? [{ kind: 'job', extraId: null, cents: price, description: describeJob(request) }] : [];
    const extras = await this.extras.approvedWithIdsOf(request.id, tx);
    return [...job, ...extras.map((extra) => ({ kind: 'extra' as const, extraId: extra.id, cents: extra.amountCents, description: describeExtra(request, extra) }))];
  }
}
