import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { CheckoutSessionStatus, CheckoutStarted } from '../../contracts/payment-views';
import type { ShareLocationBody } from '../../contracts/request-bodies';
import type { CustomerRequestView } from '../../contracts/request-views';
import { isCoordinateText } from '../../domain/address-text';
import { formatUsd } from '../../domain/money';
import type { RequestRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import {
  paymentPageUrl,
  RequestErrors,
  RequestLookupService,
  RequestRepository,
  RequestTransitionsService,
  toCustomerView,
} from '../request-core';
import { Payment } from './entities/payment.entity';
import { PaymentErrors } from './payment-errors';
import { writeDepositDescription } from './checkout-texts';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { toSessionStatus } from './views/payment-view.mapper';

const isAwaitingPayment = (request: RequestRecord): boolean => request.status === 'payment_pending' && !request.depositPaid;

export const DEPOSIT_CURRENCY = 'usd';
/** Stripe accepts 30 minutes to 24 hours. */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** An open session this close to its end is not handed out again. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

export interface CheckoutChoices {
  termsAccepted: boolean;
  saveCard: boolean;
}

/** The customer's side of the deposit: sharing the location, opening checkout, following the session. */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly lookup: RequestLookupService,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Not a status change: the engine writes it under the row's version, with its activity entry. */
  async shareLocation(trackingId: string, address: string, body: ShareLocationBody): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    const saved = await this.transitions.change(id, {
      actor: 'customer',
      apply: (request) => {
        request.customerLat = body.lat;
        request.customerLng = body.lng;
        request.useGps = true;
        // The address the customer typed stays; a looked-up one fills it only where there was none.
        const shared = body.address?.trim();
        if (shared && (!request.locationAddress || isCoordinateText(request.locationAddress))) request.locationAddress = shared;
      },
      activity: () => 'Shared current location',
    });
    return toCustomerView(saved);
  }

  async startCheckout(trackingId: string, address: string, { termsAccepted, saveCard }: CheckoutChoices): Promise<CheckoutStarted> {
    const { id, termsAcceptedAt } = await this.lookup.forCustomer(trackingId, address);
    if (termsAccepted && !termsAcceptedAt) {
      await this.transitions.change(id, {
        actor: 'customer',
        apply: (request) => {
          request.termsAcceptedAt ??= this.clock.now();
        },
        activity: () => 'Accepted the terms on the payment page',
      });
    }
    return this.checkoutFor(id, saveCard);
  }

  /**
   * One open session per request. The move is made first (it checks the location, the price and
   * that nothing is paid yet); then session creation is serialized per request by a
   * transaction-scoped advisory lock, under which a session still open for the same amount is
   * handed out again. Nothing inside the lock needs a second database connection.
   */
  private async checkoutFor(requestId: string, saveCard: boolean): Promise<CheckoutStarted> {
    const current = await this.requests.byId(requestId);
    if (!current) throw RequestErrors.requestNotFound();
    if (current.depositAmountCents === null || !current.finalPriceCents) throw PaymentErrors.priceNotAgreed();
    if (current.depositAmountCents === 0) throw PaymentErrors.noDepositDue();
    const request = await this.moveToPaymentPending(current);

    return this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`checkout:${requestId}`], 'get');
      // Paid in another tab since the move: no new session.
      if ((await this.requests.byId(requestId, tx))?.depositPaid) throw PaymentErrors.alreadyPaid();
      const now = this.clock.now();
      const open = await tx.findOne(Payment, { request: requestId, status: 'open' }, { orderBy: { createdAt: 'desc' } });
      if (open && open.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS && open.amountCents === request.depositAmountCents && open.saveCard === saveCard) {
        return { url: open.checkoutUrl, sessionId: open.checkoutSessionId };
      }
      if (open) await this.expire(open);

      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      // The nth session of a request: the same key on a retry of this creation, a new one for the next session.
      const sessionNumber = (await tx.count(Payment, { request: requestId })) + 1;
      const session = await this.provider
        .createCheckoutSession({
          requestId,
          purpose: 'deposit',
          saveCard,
          amountCents: required(request.depositAmountCents, 'the deposit'),
          currency: DEPOSIT_CURRENCY,
          description: writeDepositDescription(request),
          locale: request.language,
          successUrl: `${this.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: paymentPageUrl(this.config.publicUrl, request) ?? `${this.config.publicUrl}/`,
          expiresAt,
          idempotencyKey: `checkout:${requestId}:${sessionNumber}`,
        })
        .catch((error: Error) => {
          this.logger.error(`Checkout session for ${requestId} not created: ${error.message}`);
          throw PaymentErrors.providerUnavailable();
        });
      tx.create(
        Payment,
        new Payment({
          requestId,
          checkoutSessionId: session.id,
          amountCents: required(request.depositAmountCents, 'the deposit'),
          currency: DEPOSIT_CURRENCY,
          checkoutUrl: session.url,
          expiresAt,
          now,
          saveCard,
        }),
      );
      return { url: session.url, sessionId: session.id };
    });
  }

  /** Taps racing from an earlier status all end in payment_pending; whichever moved it, the others go on. */
  private async moveToPaymentPending(current: RequestRecord): Promise<RequestRecord> {
    if (isAwaitingPayment(current)) return current;
    try {
      return await this.transitions.run(current.id, {
        action: 'start_checkout',
        actor: 'customer',
        activity: (r) => `Opened card checkout for the ${formatUsd(required(r.depositAmountCents, 'the deposit'))} deposit`,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ERROR_CODES.concurrentChange) throw error;
      const moved = await this.requests.byId(current.id);
      if (moved && isAwaitingPayment(moved)) return moved;
      throw error;
    }
  }

  /** A session for an old amount is closed before a new one opens, so it cannot be paid any more. */
  private async expire(payment: Payment): Promise<void> {
    await this.provider.expireCheckoutSession(payment.checkoutSessionId).catch((error: Error) => {
      this.logger.warn(`Checkout session ${payment.checkoutSessionId} not expired: ${error.message}`);
    });
    payment.status = 'expired';
  }

  async sessionStatus(sessionId: string): Promise<CheckoutSessionStatus> {
    const payment = await this.em.fork().findOne(Payment, { checkoutSessionId: sessionId }, { populate: ['request'] });
    if (!payment) throw PaymentErrors.sessionNotFound();
    return toSessionStatus(payment, payment.request.customerTrackingId);
  }
}
