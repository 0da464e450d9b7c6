import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { CustomerRequestView } from '../../contracts/request-views';
import { depositCents, formatUsd } from '../../domain/money';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { markPaymentLinkSent, RequestLookupService, RequestRepository, RequestTransitionsService, toCustomerView } from '../request-core';
import { PriceSuggestionsService } from './rate-card/price-suggestions.service';
import { PricingErrors } from './pricing-errors';
import { isTowRate } from '../../domain/rate-card';
import type { PriceSuggestionView } from '../../contracts/rate-card-views';

/** The negotiation: admin price, one customer counter-offer, one final admin offer, a decision. */
@Injectable()
export class PricingService {
  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly lookup: RequestLookupService,
    private readonly requests: RequestRepository,
    private readonly suggestions: PriceSuggestionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The dispatcher's price, recorded beside what the rate card in force suggested for it. A business
   * account's job takes it as agreed: the account's terms stand in for the offer and the deposit.
   */
  async setPrice(requestId: string, cents: number): Promise<void> {
    const request = await this.requests.current(requestId);
    const suggestion = await this.suggestions.suggest(request);
    if (request.accountId !== null) {
      await this.priceOnAccount(requestId, cents, suggestion, 'admin');
      return;
    }
    await this.transitions.run(requestId, {
      action: 'set_price',
      actor: 'admin',
      apply: (request) => recordPrice(request, cents, suggestion),
      activity: () => `Set price of ${formatUsd(cents)} (rate card v${suggestion.cardVersion} suggested ${formatUsd(suggestion.cents)})`,
      texts: [{ template: 'price-offered', to: 'customer' }],
    });
  }

  /**
   * A business account's job priced from the rate card alone, when the card can price it (a tow needs
   * its drop-off): false when it cannot, and a dispatcher prices it as any other.
   */
  async priceFromCard(requestId: string): Promise<boolean> {
    const request = await this.requests.current(requestId);
    if (isTowRate(request.serviceType) && request.destinationLat === null && request.estimatedDistance === null) return false;
    const suggestion = await this.suggestions.suggest(request);
    await this.priceOnAccount(requestId, suggestion.cents, suggestion, 'rate_card');
    return true;
  }

  private async priceOnAccount(requestId: string, cents: number, suggestion: PriceSuggestionView, by: 'admin' | 'rate_card'): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'price_on_account',
      actor: 'admin',
      apply: (request) => {
        recordPrice(request, cents, suggestion);
        // No deposit: the whole price goes on the account's invoice.
        request.finalPriceCents = cents;
      },
      activity: (request) =>
        by === 'rate_card'
          ? `Priced at ${formatUsd(cents)} on ${request.onBehalfOf}'s account from rate card v${suggestion.cardVersion}`
          : `Set price of ${formatUsd(cents)} on ${request.onBehalfOf}'s account (rate card v${suggestion.cardVersion} suggested ${formatUsd(suggestion.cents)})`,
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
    return toCustomerView(await this.accept(id, 'page'));
  }

  async counterOffer(trackingId: string, address: string, cents: number): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    return toCustomerView(await this.counter(id, cents, 'page'));
  }

  async rejectFinalOffer(trackingId: string, address: string): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    return toCustomerView(await this.rejectFinal(id, 'page'));
  }

  /**
   * The same three answers by reply to the price text. YES agrees to the terms that text linked;
   * the texts a move sends are keyed by the inbound text, so a retried handling sends them once.
   */
  readonly byText = {
    accept: (requestId: string, replyKey: string) => this.accept(requestId, 'text', replyKey),
    counter: (requestId: string, cents: number) => this.counter(requestId, cents, 'text'),
    rejectFinal: (requestId: string, replyKey: string) => this.rejectFinal(requestId, 'text', replyKey),
  };

  private accept(id: string, channel: Channel, replyKey?: string): Promise<RequestRecord> {
    return this.transitions.run(id, {
      action: 'accept_offer',
      actor: 'customer',
      apply: (request) => {
        fixFinalPrice(request, request.adminCounterOfferCents ?? required(request.adminPriceCents, 'the price'));
        request.customerFinalDecision = 'accepted';
        request.termsAcceptedAt ??= this.clock.now();
        markPaymentLinkSent(request, this.clock.now());
      },
      activity: (request) =>
        `Accepted offer of ${formatUsd(required(request.finalPriceCents, 'the agreed price'))}${channel === 'text' ? ' by text, agreeing to the terms the price text linked' : ''}`,
      texts: [{ template: 'payment-link', to: 'customer', idempotencyKey: replyKey && `${replyKey}:payment-link` }],
    });
  }

  private counter(id: string, cents: number, channel: Channel): Promise<RequestRecord> {
    return this.transitions.run(id, {
      action: 'counter_offer',
      actor: 'customer',
      apply: (request) => {
        request.customerCounterOfferCents = cents;
      },
      activity: () => `Made counter-offer of ${formatUsd(cents)}${channel === 'text' ? ' by text' : ''}`,
    });
  }

  private rejectFinal(id: string, channel: Channel, replyKey?: string): Promise<RequestRecord> {
    return this.transitions.run(id, {
      action: 'reject_final_offer',
      actor: 'customer',
      apply: (request) => {
        request.customerFinalDecision = 'rejected';
      },
      activity: (request) => `Rejected final offer of ${formatUsd(request.adminCounterOfferCents!)}${channel === 'text' ? ' by text' : ''}`,
      // By text, this text is the answer to the customer's NO.
      texts: [{ template: 'final-offer-rejected', to: 'customer', idempotencyKey: replyKey }],
    });
  }
}

/** Where the customer answered: their page or a reply to our text. */
type Channel = 'page' | 'text';

/** The dispatcher's (or the card's) price, beside what the rate card in force suggested for it. */
function recordPrice(request: RequestRecord, cents: number, suggestion: PriceSuggestionView): void {
  request.adminPriceCents = cents;
  request.rateCardVersion = suggestion.cardVersion;
  request.suggestedPriceCents = suggestion.cents;
}

function fixFinalPrice(request: RequestRecord, cents: number): void {
  request.finalPriceCents = cents;
  request.depositAmountCents = depositCents(cents, request.depositPercentage);
}
