import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import type { ProviderMoney, ProviderPageMoney } from '../../providers';
import { PayoutAccount } from '../entities/payout-account.entity';

interface MoneyRow {
  trip_week: number;
  trip_month: number;
  tip_week: number;
  tip_month: number;
  card_week: number;
  sent_week: number;
  waiting: number;
}

/**
 * The provider page's money from the ledger and the transfers, with the week and month boundaries of
 * RequestRepository.completedPricesOf (Dallas time, weeks from Monday), so the page's sums add up.
 */
@Injectable()
export class ProviderPageMoneyReader implements ProviderPageMoney {
  constructor(private readonly em: EntityManager) {}

  async moneyOf(providerId: string, now: Date): Promise<ProviderMoney> {
    const em = this.em.fork();
    const [[row], account] = await Promise.all([
      em.execute<MoneyRow[]>(
        `with starts as (
           select date_trunc('week', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}' as week,
                  date_trunc('month', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') at time zone '${BUSINESS_TIME_ZONE}' as month
         ), ledger as (
           select coalesce(sum(l.amount_cents) filter (where l.kind = 'provider_credit' and l.created_at >= s.week), 0)::int as trip_week,
                  coalesce(sum(l.amount_cents) filter (where l.kind = 'provider_credit' and l.created_at >= s.month), 0)::int as trip_month,
                  coalesce(sum(l.amount_cents) filter (where l.kind = 'tip' and l.created_at >= s.week), 0)::int as tip_week,
                  coalesce(sum(l.amount_cents) filter (where l.kind = 'tip' and l.created_at >= s.month), 0)::int as tip_month,
                  coalesce(sum(l.amount_cents) filter (where l.kind = 'balance' and l.created_at >= s.week), 0)::int as card_week
             from starts s
             left join ledger_entries l on l.provider_id = ? and l.kind in ('provider_credit', 'tip', 'balance') and l.created_at >= least(s.week, s.month)
         ), transfers as (
           select coalesce(sum(t.amount_cents - t.reversed_cents) filter (where t.status = 'sent' and t.sent_at >= s.week), 0)::int as sent_week,
                  coalesce(sum(t.amount_cents) filter (where t.status = 'waiting'), 0)::int as waiting
             from starts s
             left join provider_transfers t on t.provider_id = ? and t.status in ('sent', 'waiting')
         )
         select * from ledger, transfers`,
        [now, now, providerId, providerId],
      ),
      em.findOne(PayoutAccount, { providerId }),
    ]);
    return {
      tripFees: { weekCents: row.trip_week, monthCents: row.trip_month },
      tips: { weekCents: row.tip_week, monthCents: row.tip_month },
      payouts: {
        status: account?.status ?? null,
        cardBalancesWeekCents: row.card_week,
        tipsWeekCents: row.tip_week,
        sentWeekCents: row.sent_week,
        waitingCents: row.waiting,
      },
    };
  }
}
