import type { EntityManager } from '@mikro-orm/postgresql';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { balanceSplit } from '../../../domain/card-balance';
import type { ReceiptCard } from '../../../domain/receipt';
import type { TextStager } from '../../notifications';
import { ProviderRows } from '../../providers';
import type { BalancePaidWith, BalancePayment } from '../entities/balance-payment.entity';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { oweTransfer } from '../payouts/transfers-owed';
import { Receipt } from '../entities/receipt.entity';
import { receiptPageUrl, RECEIPT_LINK_TEMPLATE } from '../receipts/receipt-texts';
import { PROVIDER_BALANCE_PAID_TEMPLATE, writeBalancePaid, writeProviderBalancePaid } from './balance-texts';

export interface BalanceCharged {
  paymentIntentId: string;
  tipCents: number;
  card: ReceiptCard | null;
  paidWith: BalancePaidWith;
  at: Date;
}

export interface SettlementLinks {
  publicUrl: string;
  /** A fresh code for the receipt's link: the receipt was not texted at completion, so no earlier link is lost. */
  receiptCode: string;
  /** No payment provider is set up: the provider's money is recorded, not sent. */
  recordOnlyPayouts: boolean;
}

/**
 * Records a card balance as paid, in the transaction that holds its row locked: the ledger's rows for
 * the provider's balance and tip, the receipt's balance line, and the texts to the customer (with
 * the receipt's link) and to the provider.
 */
export async function settleBalance(tx: EntityManager, balance: BalancePayment, charged: BalanceCharged, links: SettlementLinks, texts: TextStager): Promise<void> {
  const split = balanceSplit({ balanceCents: balance.balanceCents, tipCents: charged.tipCents });
  balance.status = 'paid';
  balance.tipCents = charged.tipCents;
  balance.paidWith = charged.paidWith;
  balance.paymentIntentId = charged.paymentIntentId;
  balance.cardBrand = charged.card?.brand ?? null;
  balance.cardLast4 = charged.card?.last4 ?? null;
  balance.paidAt = charged.at;

  const row = { requestId: balance.requestId, paymentId: balance.id, providerId: balance.providerId, createdAt: charged.at };
  tx.create(LedgerEntry, { ...row, kind: 'balance', amountCents: split.providerCents - split.tipCents });
  if (split.tipCents > 0) tx.create(LedgerEntry, { ...row, kind: 'tip', amountCents: split.tipCents });
  oweTransfer(tx, {
    ...row,
    source: 'balance',
    amountCents: split.providerCents,
    currency: balance.currency,
    paymentIntentId: charged.paymentIntentId,
    recordOnly: links.recordOnlyPayouts,
  });

  const receipt = await tx.findOneOrFail(Receipt, balance.receiptId);
  receipt.codeDigest = capabilityDigest(links.receiptCode);
  receipt.lines = { ...receipt.lines, cardBalance: { status: 'paid', tipCents: charged.tipCents, card: charged.card, paidAt: charged.at.toISOString() } };

  const receiptUrl = receiptPageUrl(links.publicUrl, links.receiptCode);
  texts.stage({
    to: balance.phone,
    body: writeBalancePaid(balance.language, receiptUrl, split.chargeCents, split.tipCents),
    template: RECEIPT_LINK_TEMPLATE,
    idempotencyKey: `balance-paid:${balance.id}`,
    requestId: balance.requestId,
  });
  const [provider] = await ProviderRows.byIds(tx, [balance.providerId]);
  if (provider) {
    texts.stage({
      to: provider.phone,
      body: writeProviderBalancePaid(provider.language, balance.balanceCents, split.tipCents),
      template: PROVIDER_BALANCE_PAID_TEMPLATE,
      idempotencyKey: `provider-balance-paid:${balance.id}`,
      requestId: balance.requestId,
    });
  }
}
