import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { CodeGenerator } from '../../common/codes/code-generator';
import { invalid } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { PaymentLinkView, PhoneRequestCreated } from '../../contracts/payment-views';
import { DEFAULT_DEPOSIT_PERCENT, depositCents, formatUsd } from '../../domain/money';
import { INTAKE_MESSAGES, PHONE_SERVICE_TYPES } from '../../domain/request-intake';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { DepositsService } from '../payments';
import { PriceSuggestionsService } from '../pricing';
import { RequestTransitionsService } from '../request-core';
import { checkContactAndVehicle, ContactAndVehicle } from './contact-and-vehicle';
import { CreatePhoneRequestDto } from './dto/create-phone-request.dto';

const CODE_ATTEMPTS = 5;

const filledIn = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A request the dispatcher took by phone: created with its agreed price, then texted its payment
 * link. The two are one unit: the link is made by the transition engine in its own transaction, so
 * when it fails the request is withdrawn again and no approved request is left without a link.
 */
@Injectable()
export class PhoneRequestsService {
  private readonly logger = new Logger(PhoneRequestsService.name);

  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly codes: CodeGenerator,
    private readonly deposits: DepositsService,
    private readonly suggestions: PriceSuggestionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(input: CreatePhoneRequestDto, adminEmail: string): Promise<PhoneRequestCreated> {
    const checked = this.validate(input);
    // The price is recorded beside what the rate card suggested for it, as for an online request.
    const suggestion = await this.suggestions.forPhone({ serviceType: checked.serviceType });
    const fields = { ...checked, rateCardVersion: suggestion.cardVersion, suggestedPriceCents: suggestion.cents };
    let request: RequestRecord | null = null;
    for (let attempt = 1; !request; attempt++) {
      try {
        request = await this.insert(fields, this.codes.linkCode(), adminEmail);
      } catch (error) {
        // A code collision is astronomically rare; draw another.
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
    let paymentLink: PaymentLinkView;
    try {
      paymentLink = await this.deposits.createPaymentLink(request.id);
    } catch (error) {
      await this.withdraw(request.id);
      throw error;
    }
    return { id: request.id, trackingId: required(request.customerTrackingId, 'the tracking code'), paymentLink };
  }

  /** Deletes a request whose payment link was not made; one the link's move did reach stays. */
  private async withdraw(requestId: string): Promise<void> {
    try {
      await this.transitions.remove(requestId, {
        check: (request) => {
          if (request.status !== 'approved') throw new PaymentLinkReachedRequest();
        },
      });
    } catch (error) {
      if (error instanceof PaymentLinkReachedRequest) return;
      this.logger.error(`Phone request ${requestId} has no payment link and could not be withdrawn: ${(error as Error).message}`);
    }
  }

  private insert(fields: PhoneFields & PricedBeside, code: string, adminEmail: string): Promise<RequestRecord> {
    return this.transitions.create({
      actor: 'admin',
      fields: { ...fields, status: 'approved', requestType: 'phone', customerTrackingId: code, customerFinalDecision: 'accepted' },
      activity: () =>
        `Phone request created by ${adminEmail} at ${formatUsd(fields.finalPriceCents)} (rate card v${fields.rateCardVersion} suggested ${formatUsd(fields.suggestedPriceCents)})`,
    });
  }

  private validate(input: CreatePhoneRequestDto): PhoneFields {
    if (![input.phone, input.vehicleMake, input.vehicleModel, input.vehicleYear, input.serviceType].every(filledIn)) {
      const { title, description } = INTAKE_MESSAGES.missingInformation;
      throw invalid(ERROR_CODES.missingInformation, title, description);
    }
    const contactAndVehicle = checkContactAndVehicle(input, this.clock);
    const serviceType = input.serviceType!.trim();
    if (!(PHONE_SERVICE_TYPES as readonly string[]).includes(serviceType)) {
      throw invalid(ERROR_CODES.invalidServiceType, 'Invalid Service Type', 'Please choose a service type from the list');
    }
    // The price and the deposit percentage were checked by the DTO, in the spec's words.
    const price = input.finalPriceCents;
    const percent = input.depositPercentage ?? DEFAULT_DEPOSIT_PERCENT;
    return {
      ...contactAndVehicle,
      serviceType,
      serviceDescription: input.serviceDescription?.trim() || null,
      adminPriceCents: price,
      finalPriceCents: price,
      depositPercentage: percent,
      depositAmountCents: depositCents(price, percent),
    };
  }
}

interface PhoneFields extends ContactAndVehicle {
  serviceType: string;
  serviceDescription: string | null;
  adminPriceCents: number;
  finalPriceCents: number;
  depositPercentage: number;
  depositAmountCents: number;
}

/** The rate card version and the suggestion the dispatcher's price was set beside. */
interface PricedBeside {
  rateCardVersion: number;
  suggestedPriceCents: number;
}

/** The payment link's move reached the request after all: it stays. */
class PaymentLinkReachedRequest extends Error {}
