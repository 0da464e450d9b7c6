import type { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';

type RequestState = Partial<CustomerRequest>;

/** Offered at $125.00. */
export const PRICED: RequestState = { status: 'admin_priced', adminPriceCents: 12500 };

/** The customer countered with $100.00; the dispatcher has not answered. */
export const COUNTERED: RequestState = { ...PRICED, status: 'negotiating', customerCounterOfferCents: 10000, negotiationRound: 0 };

/** The dispatcher answered the counter-offer with a final offer of $110.00. */
export const FINAL_OFFERED: RequestState = { ...COUNTERED, adminCounterOfferCents: 11000, negotiationRound: 2 };
