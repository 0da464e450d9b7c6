import type { CardBalanceView } from '../../../contracts/payment-views';
import { maxTipCents, TIP_PERCENTS, tipForPercent } from '../../../domain/card-balance';
import type { BalancePayment } from '../entities/balance-payment.entity';
import type { Receipt } from '../entities/receipt.entity';
import type { CardOnFile } from '../providers/payment-provider';

export function toCardBalanceView(balance: BalancePayment, savedCard: CardOnFile | null, receipt: Receipt | null): CardBalanceView {
  const tipCents = balance.tipCents ?? 0;
  return {
    status: balance.status,
    language: balance.language,
    serviceType: receipt?.lines.serviceType ?? '',
    providerName: receipt?.lines.providerName ?? null,
    jobTotalCents: balance.jobTotalCents,
    depositCents: balance.jobTotalCents - balance.balanceCents,
    balanceCents: balance.balanceCents,
    tips: TIP_PERCENTS.map((percent) => ({ percent, cents: tipForPercent(balance.jobTotalCents, percent) })),
    maxTipCents: maxTipCents(balance.jobTotalCents),
    savedCard: savedCard ? { brand: savedCard.brand, last4: savedCard.last4 } : null,
    paid:
      balance.status === 'paid' && balance.paidAt
        ? {
            totalCents: balance.balanceCents + tipCents,
            tipCents,
            card: balance.cardBrand && balance.cardLast4 ? { brand: balance.cardBrand, last4: balance.cardLast4 } : null,
            paidAt: balance.paidAt.toISOString(),
          }
        : null,
  };
}
