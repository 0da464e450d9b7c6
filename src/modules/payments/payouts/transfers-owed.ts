import type { EntityManager } from '@mikro-orm/postgresql';
import { ProviderTransfer, type TransferSource } from '../entities/provider-transfer.entity';

export interface TransferOwed {
  providerId: string;
  requestId: string;
  paymentId: string;
  source: TransferSource;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  createdAt: Date;
  /** True where no payment provider is set up: the money is recorded in the ledger, not sent. */
  recordOnly: boolean;
}

/** In the transaction that owes it: the transfer a provider is owed for one payment, sent later by the payouts sweep. */
export function oweTransfer(tx: EntityManager, owed: TransferOwed): void {
  if (owed.amountCents <= 0) return;
  const { recordOnly, ...row } = owed;
  tx.create(ProviderTransfer, { ...row, status: recordOnly ? 'recorded' : 'waiting' });
}
