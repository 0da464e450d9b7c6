import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { depositCents, formatUsd, parseDollarsToCents } from '../../domain/money';
import type { CustomerRequestView } from '../../domain/request-views';
import { SMS_TEMPLATES, smsText } from '../notifications/sms-templates';
import { CustomerRequest } from '../requests/entities/customer-request.entity';
import { RequestLookupService } from '../requests/request-lookup.service';
import { RequestTransitionsService } from '../requests/request-transitions.service';
import { toCustomerView } from '../requests/views/request-views.mapper';
import { PricingErrors } from './pricing-errors';

/** The negotiation: admin price, one customer counter-offer, one final admin offer, a decision. */
@Injectable()
export class PricingService {
  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly lookup: RequestLookupService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async setPrice(requestId: string, price: unknown): Promise<void> {
    const cents = parseDollarsToCents(price);
    if (cents === null) throw PricingErrors.invalidPrice();
    await this.transitions.run(requestId, {
      action: 'set_price',
      actor: 'admin',
      apply: (request) => {
        request.adminPriceCents = cents;
      },
      activity: () => `Set price of ${formatUsd(cents)}`,
      textToCustomer: (request) =>
        this.text(request, SMS_TEMPLATES.priceOffered, (url, code) => smsText.priceOffered(url, code, formatUsd(cents))),
    });
  }

  async acceptCounterOffer(requestId: string): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'accept_counter',
      actor: 'admin',
      apply: (request) => this.fixFinalPrice(request, request.customerCounterOfferCents!),
      activity: (request) => `Accepted counter-offer of ${formatUsd(request.customerCounterOfferCents!)}`,
      textToCustomer: (request) =>
        this.text(request, SMS_TEMPLATES.counterAccepted, (url, code) =>
          smsText.counterAccepted(url, code, formatUsd(request.finalPriceCents!)),
        ),
    });
  }

  async rejectCounterOffer(requestId: string): Promise<void> {
    await this.transitions.run(requestId, {
      action: 'reject_counter',
      actor: 'admin',
      activity: (request) => `Rejected counter-offer of ${formatUsd(request.customerCounterOfferCents!)} and cancelled the request`,
      textToCustomer: (request) => this.text(request, SMS_TEMPLATES.counterRejected, smsText.counterRejected),
    });
  }

  async makeFinalOffer(requestId: string, amount: unknown): Promise<void> {
    const cents = parseDollarsToCents(amount);
    if (cents === null) throw PricingErrors.invalidAdminCounter();
    await this.transitions.run(requestId, {
      action: 'final_counter',
      actor: 'admin',
      apply: (request) => {
        request.adminCounterOfferCents = cents;
      },
      activity: () => `Made final counter-offer of ${formatUsd(cents)}`,
      textToCustomer: (request) =>
        this.text(request, SMS_TEMPLATES.finalOffer, (url, code) => smsText.finalOffer(url, code, formatUsd(cents))),
    });
  }

  async acceptOffer(trackingId: string, address: string, termsAccepted: boolean): Promise<CustomerRequestView> {
    if (!termsAccepted) throw PricingErrors.termsRequired();
    const { id } = await this.findForCustomer(trackingId, address);
    const accepted = await this.transitions.run(id, {
      action: 'accept_offer',
      actor: 'customer',
      apply: (request) => {
        this.fixFinalPrice(request, request.adminCounterOfferCents ?? request.adminPriceCents!);
        request.customerFinalDecision = 'accepted';
      },
      activity: (request) => `Accepted offer of ${formatUsd(request.finalPriceCents!)}`,
    });
    return toCustomerView(accepted);
  }

  async counterOffer(trackingId: string, address: string, amount: unknown): Promise<CustomerRequestView> {
    const cents = parseDollarsToCents(amount);
    if (cents === null) throw PricingErrors.invalidCustomerCounter();
    const { id } = await this.findForCustomer(trackingId, address);
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
    const { id } = await this.findForCustomer(trackingId, address);
    const rejected = await this.transitions.run(id, {
      action: 'reject_final_offer',
      actor: 'customer',
      apply: (request) => {
        request.customerFinalDecision = 'rejected';
      },
      activity: (request) => `Rejected final offer of ${formatUsd(request.adminCounterOfferCents!)}`,
    });
    return toCustomerView(rejected);
  }

  private findForCustomer(trackingId: string, address: string): Promise<CustomerRequest> {
    return this.lookup.forCustomer(trackingId, address);
  }

  private fixFinalPrice(request: CustomerRequest, cents: number): void {
    request.finalPriceCents = cents;
    request.depositAmountCents = depositCents(cents, request.depositPercentage);
  }

  private text(
    request: CustomerRequest,
    template: string,
    body: (publicUrl: string, code: string) => string,
  ): { template: string; body: string } | null {
    if (!request.customerTrackingId) return null;
    return { template, body: body(this.config.publicUrl, request.customerTrackingId) };
  }
}
