import type { ProviderPayoutsView } from '../../../contracts/offer-views';

/** Sums for this week and this month in Dallas time, weeks from Monday. */
export interface WeekAndMonth {
  weekCents: number;
  monthCents: number;
}

/** What the ledger holds for one provider: trip fees credited, tips, and their payouts. */
export interface ProviderMoney {
  tripFees: WeekAndMonth;
  tips: WeekAndMonth;
  payouts: ProviderPayoutsView;
}

/**
 * The provider page's money. The ledger and payouts are the payments module's, which depends on this
 * one, so the page names what it needs here and payments provides it (ProviderPageMoneyModule): the
 * dependency points one way, as with the page's offers.
 */
export interface ProviderPageMoney {
  moneyOf(providerId: string, now: Date): Promise<ProviderMoney>;
}

export const PROVIDER_PAGE_MONEY = Symbol('ProviderPageMoney');
