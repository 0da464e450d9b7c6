import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { CustomerRequestView } from '../../contracts/request-views';
import { depositCents, formatUsd } from '../../domain/money';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { markPaymentLinkSent, RequestLookupService, RequestTransitionsService, toCustomerView } from '../request-core';
import { PricingErrors } from './pricing-errors';

/** The negotiation: admin price, one customer counter-offer, one final admin offer, a decision. */
@Injectable()
export class PricingService {
  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly lookup: RequestLookupService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async setPrice(requestId: string, cents: number): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'set_price',
      actor: 'admin',
      apply: (request) => {
        request.adminPriceCents = cents;
      },
      activity: () => `Set price of ${formatUsd(cents)}`,
      texts: [{ template: 'price-offered', to: 'customer' }],
    });
  }

  async acceptCounterOffer(requestId: string): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'accept_counter',
      actor: 'admin',
      apply: (request) => {
        fixFinalPrice(request, required(request.customerCounterOfferCents, 'the counter-offer'));
        markPaymentLinkSent(request, this.clock.now());
      },
      activity: (request) => `Accepted counter-offer of ${formatUsd(required(request.customerCounterOfferCents, 'the counter-offer'))}`,
      texts: [{ template: 'counter-accepted', to: 'customer' }],
    });
  }

  async rejectCounterOffer(requestId: string): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'reject_counter',
      actor: 'admin',
      activity: (request) =>
        `Rejected counter-offer of ${formatUsd(required(request.customerCounterOfferCents, 'the counter-offer'))} and cancelled the request`,
      texts: [{ template: 'counter-rejected', to: 'customer' }],
    });
  }

  async makeFinalOffer(requestId: string, cents: number): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'final_counter',
      actor: 'admin',
      apply: (request) => {
        request.adminCounterOfferCents = cents;
      },
      activity: () => `Made final counter-offer of ${formatUsd(cents)}`,
      texts: [{ template: 'final-offer', to: 'customer' }],
    });
  }

  async acceptOffer(trackingId: string, address: string, termsAccepted: boolean): Promise<CustomerRequestView> {
    if (!termsAccepted) throw PricingErrors.termsRequired();
    const { id } = await this.lookup.forCustomer(trackingId, address);
    const accepted = await this.transitions.run(id, {
      action: 'accept_offer',
      actor: 'customer',
      apply: (request) => {
        fixFinalPrice(request, request.adminCounterOfferCents ?? required(request.adminPriceCents, 'the price'));
        request.customerFinalDecision = 'accepted';
        request.termsAcceptedAt ??= this.clock.now();
        markPaymentLinkSent(request, this.clock.now());
      },
      activity: (request) => `Accepted offer of ${formatUsd(required(request.finalPriceCents, 'the agreed price'))}`,
      texts: [{ template: 'payment-link', to: 'customer' }],
    });
    return toCustomerView(accepted);
  }

  async counterOffer(trackingId: string, address: string, cents: number): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    const countered = await this.transitions.run(id, {
      action: 'counter_offer',
      actor: 'customer',
      apply: (request) => {
        request.customerCounterOfferCents = cents;
      },
      activity: () => `Made counter-offer of ${formatUsd(cents)}`,
    });
    return toCustomerView(countered);
  }

  async rejectFinalOffer(trackingId: string, address: string): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    const rejected = await this.transitions.run(id, {
      action: 'reject_final_offer',
      actor: 'customer',
      apply: (request) => {
        request.customerFinalDecision = 'rejected';
      },
      activity: (request) => `Rejected final offer of ${formatUsd(request.adminCounterOfferCents!)}`,
      texts: [{ template: 'final-offer-rejected', to: 'customer' }],
    });
    return toCustomerView(rejected);
  }
}

function fixFinalPrice(request: RequestRecord, cents: number): void {
  request.finalPriceCents = cents;
  request.depositAmountCents = depositCents(cents, request.depositPercentage);
}
