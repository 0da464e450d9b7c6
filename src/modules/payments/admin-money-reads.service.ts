import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { iso } from '../../common/time/iso';
import type { AdminCardBalanceView, DisputeView } from '../../contracts/payment-views';
import { DisputesService } from './disputes/disputes.service';
import { BalancePayment } from './entities/balance-payment.entity';

export interface AdminRequestMoney {
  cardBalance: AdminCardBalanceView | null;
  disputes: DisputeView[];
}

/** What the dispatcher's request page shows of a job's money beyond its deposit: the card balance and any dispute. */
@Injectable()
export class AdminMoneyReadsService {
  constructor(
    private readonly em: EntityManager,
    private readonly disputes: DisputesService,
  ) {}

  async moneyOf(requestId: string): Promise<AdminRequestMoney> {
    const [balance, disputes] = await Promise.all([this.em.fork().findOne(BalancePayment, { requestId }), this.disputes.disputesOf(requestId)]);
    return { cardBalance: balance ? toAdminCardBalance(balance) : null, disputes };
  }
}

function toAdminCardBalance(balance: BalancePayment): AdminCardBalanceView {
  return {
    status: balance.status,
    balanceCents: balance.balanceCents,
    tipCents: balance.tipCents ?? 0,
    paidWith: balance.paidWith,
    card: balance.cardBrand && balance.cardLast4 ? { brand: balance.cardBrand, last4: balance.cardLast4 } : null,
    remindedAt: iso(balance.remindedAt),
    paidAt: iso(balance.paidAt),
  };
}
