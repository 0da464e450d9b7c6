import type { EntityManager } from '@mikro-orm/postgresql';
import type { CancellationCause, CancellationSplit } from '../../../domain/cancellation-ladder';
import { LedgerEntry, type LedgerKind } from '../entities/ledger-entry.entity';

interface LedgerContext {
  requestId: string;
  paymentId: string;
  /** The provider a trip fee is credited to. */
  providerId: string | null;
  cause: CancellationCause;
  createdAt: Date;
}

/** One row per part of the split that is not zero; together they sum to the deposit. */
export function writeLedgerSplit(tx: EntityManager, context: LedgerContext, split: CancellationSplit): void {
  const parts: Array<[LedgerKind, number]> = [
    ['refund', split.refundCents],
    ['platform_fee', split.platformFeeCents],
    ['provider_credit', split.providerCreditCents],
  ];
  for (const [kind, amountCents] of parts) {
    if (amountCents === 0) continue;
    tx.create(LedgerEntry, {
      requestId: context.requestId,
      paymentId: context.paymentId,
      kind,
      amountCents,
      providerId: kind === 'provider_credit' ? context.providerId : null,
      cause: context.cause,
      createdAt: context.createdAt,
    });
  }
}
