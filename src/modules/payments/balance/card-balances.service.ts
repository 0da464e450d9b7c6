import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { CardBalanceView, CheckoutStarted } from '../../../contracts/payment-views';
import { isValidTip, maxTipCents } from '../../../domain/card-balance';
import { formatUsd } from '../../../domain/money';
import type { ReceiptTotals } from '../../../domain/receipt';
import type { RequestRecord } from '../../../domain/request-record';
import { isCapabilityCode } from '../../../domain/tracking-codes';
import { SmsOutboxService, type TextStager } from '../../notifications';
import { LookupRateLimiter, RequestTransitionsService } from '../../request-core';
import { BalancePayment } from '../entities/balance-payment.entity';
import { Payment } from '../entities/payment.entity';
import { Receipt } from '../entities/receipt.entity';
import { onceForEvent } from '../payment-event-once';
import { PaymentErrors } from '../payment-errors';
import { CardDeclinedError, type CardOnFile, type CheckoutSessionReport, PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BalanceErrors } from './balance-errors';
import { settleBalance, type BalanceCharged } from './balance-settlement';
import { BALANCE_DUE_TEMPLATE, balancePageUrl, writeBalanceDescription, writeBalanceDue } from './balance-texts';
import { toCardBalanceView } from './card-balance-view.mapper';

/** Stripe accepts 30 minutes to 24 hours; the page opens a new one when it is gone. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

type PaidCheckout = CheckoutSessionReport & { id: string; kind: string };

/**
 * The balance of a job whose provider takes it by card through us: opened at completion, texted as a
 * link, and paid once, in one tap with the card saved at the deposit or with another card on the
 * checkout page. Each payment holds the balance's row locked from the charge to its record, so two
 * taps, or a tap and a checkout, cannot both pay it: a second payment that still gets through is refunded.
 */
@Injectable()
export class CardBalancesService {
  private readonly logger = new Logger(CardBalancesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly codes: CodeGenerator,
    private readonly limiter: LookupRateLimiter,
    private readonly transitions: RequestTransitionsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * In the completion's transaction: a card balance is opened and its link texted when the provider
   * takes balances by card and something is left to pay. True when it was, so the receipt waits for the payment.
   */
  openAtCompletion(tx: EntityManager, job: RequestRecord, receipt: Receipt, totals: ReceiptTotals, texts: TextStager): boolean {
    // A business account's job is billed on the account's invoice: the driver owes nothing.
    if (job.accountId !== null || job.provider?.balanceMethod !== 'card' || totals.balancePaidOnSiteCents === 0) return false;
    const code = this.codes.capabilityCode();
    const balance = tx.create(BalancePayment, {
      requestId: job.id,
      providerId: job.provider.id,
      receiptId: receipt.id,
      codeDigest: capabilityDigest(code),
      language: job.language,
      phone: job.phone,
      jobTotalCents: totals.totalCents,
      balanceCents: totals.balancePaidOnSiteCents,
      currency: 'usd',
      createdAt: this.clock.now(),
    });
    receipt.lines = { ...receipt.lines, cardBalance: { status: 'due', tipCents: 0, card: null, paidAt: null } };
    texts.stage({
      to: job.phone,
      body: writeBalanceDue(job.language, balancePageUrl(this.config.publicUrl, code), balance.balanceCents),
      template: BALANCE_DUE_TEMPLATE,
      idempotencyKey: `balance-due:${balance.id}`,
      requestId: job.id,
    });
    return true;
  }

  async view(code: string, address: string): Promise<CardBalanceView> {
    const balance = await this.byCode(code, address);
    return toCardBalanceView(balance, await this.savedCardOf(this.em.fork(), balance), await this.receiptOf(balance));
  }

  /** One tap: the card saved at the deposit is charged the balance and the tip, once. */
  async payWithSavedCard(code: string, address: string, tipCents: number): Promise<CardBalanceView> {
    const { id } = await this.byCode(code, address);
    await this.outbox.transaction(async (tx, texts) => {
      const balance = await this.lockDue(tx, id);
      checkTip(balance, tipCents);
      const saved = await this.savedCardOf(tx, balance);
      if (!saved?.customerRef || !saved.paymentMethodRef) throw BalanceErrors.noSavedCard();
      const chargeCents = balance.balanceCents + tipCents;
      const paymentIntentId = await this.provider
        .chargeSavedCard({
          requestId: balance.requestId,
          balanceId: balance.id,
          amountCents: chargeCents,
          currency: balance.currency,
          description: writeBalanceDescription(balance.language, tipCents),
          customerRef: saved.customerRef,
          paymentMethodRef: saved.paymentMethodRef,
          // A retry of the same tap (the same amount) makes no second charge.
          idempotencyKey: `balance:${balance.id}:saved-card:${chargeCents}`,
        })
        .catch((error: Error) => {
          if (error instanceof CardDeclinedError) throw BalanceErrors.declined(error.needsAuthentication);
          this.logger.error(`The balance ${balance.id} could not be charged: ${error.message}`);
          throw PaymentErrors.providerUnavailable();
        });
      await this.closeCheckout(balance);
      const card = { brand: saved.brand, last4: saved.last4 };
      await this.settle(tx, texts, balance, { paymentIntentId, tipCents, card, paidWith: 'saved_card', at: this.clock.now() });
    });
    return this.view(code, address);
  }

  /** Another card: a checkout session for the balance and the tip; the webhook records the payment. */
  async checkout(code: string, address: string, tipCents: number): Promise<CheckoutStarted> {
    const { id } = await this.byCode(code, address);
    return this.em.fork().transactional(async (tx) => {
      const balance = await this.lockDue(tx, id);
      checkTip(balance, tipCents);
      await this.closeCheckout(balance);
      const chargeCents = balance.balanceCents + tipCents;
      const session = await this.provider
        .createCheckoutSession({
          requestId: balance.requestId,
          purpose: 'balance',
          amountCents: chargeCents,
          currency: balance.currency,
          description: writeBalanceDescription(balance.language, tipCents),
          locale: balance.language,
          successUrl: balancePageUrl(this.config.publicUrl, code),
          cancelUrl: balancePageUrl(this.config.publicUrl, code),
          expiresAt: new Date(this.clock.now().getTime() + CHECKOUT_LIFETIME_MS),
          idempotencyKey: `balance:${balance.id}:checkout:${this.clock.now().getTime()}`,
        })
        .catch((error: Error) => {
          this.logger.error(`A checkout for the balance ${balance.id} was not opened: ${error.message}`);
          throw PaymentErrors.providerUnavailable();
        });
      balance.checkoutSessionId = session.id;
      balance.checkoutTipCents = tipCents;
      return { url: session.url, sessionId: session.id };
    });
  }

  /**
   * The webhook's: a balance paid on the checkout page. Recorded once by the event's id; a balance
   * already paid some other way has this second payment refunded.
   */
  async paidOnCheckout(event: PaidCheckout, card: CardOnFile | null): Promise<void> {
    let duplicate: BalancePayment | null = null;
    await onceForEvent(this.outbox, { id: event.id, type: event.kind, at: this.clock.now() }, async (tx, texts) => {
      const found = await tx.findOne(BalancePayment, { checkoutSessionId: event.sessionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const balance = found ?? (await this.balanceOfOldSession(tx, event));
      if (!balance || !event.paymentIntentId) {
        this.logger.warn(`Paid balance checkout ${event.sessionId} matches no balance of ours; recorded only`);
        return null;
      }
      if (balance.status === 'paid') {
        if (balance.paymentIntentId !== event.paymentIntentId) duplicate = balance;
        return null;
      }
      const tipCents = (event.amountCents ?? 0) - balance.balanceCents;
      if (tipCents < 0) {
        this.logger.error(`Balance checkout ${event.sessionId} paid ${event.amountCents} cents for a balance of ${balance.balanceCents}; not recorded`);
        return null;
      }
      const paid = card ? { brand: card.brand, last4: card.last4 } : null;
      await this.settle(tx, texts, balance, { paymentIntentId: event.paymentIntentId, tipCents, card: paid, paidWith: 'checkout', at: this.clock.now() });
      return true;
    });
    if (duplicate && event.paymentIntentId) await this.refundDuplicate(duplicate, event.paymentIntentId);
  }

  private async settle(tx: EntityManager, texts: TextStager, balance: BalancePayment, charged: BalanceCharged): Promise<void> {
    await settleBalance(tx, balance, charged, { publicUrl: this.config.publicUrl, receiptCode: this.codes.capabilityCode(), recordOnlyPayouts: this.provider.isTestCheckout }, texts);
    const tip = charged.tipCents > 0 ? ` with a ${formatUsd(charged.tipCents)} tip` : '';
    this.transitions.logInTransaction(tx, balance.requestId, `Balance of ${formatUsd(balance.balanceCents)} paid by card${tip}`);
  }

  /** A session the page replaced, paid all the same: it still names its balance in the metadata's request. */
  private balanceOfOldSession(tx: EntityManager, event: PaidCheckout): Promise<BalancePayment | null> {
    if (!event.requestId) return Promise.resolve(null);
    return tx.findOne(BalancePayment, { requestId: event.requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  private async refundDuplicate(balance: BalancePayment, paymentIntentId: string): Promise<void> {
    try {
      await this.provider.refund(paymentIntentId, `balance-duplicate:${paymentIntentId}`);
      await this.em.fork().transactional(async (tx) => {
        this.transitions.logInTransaction(tx, balance.requestId, 'A second payment of the balance arrived and was refunded in full');
      });
    } catch (error) {
      this.logger.error(`A second payment ${paymentIntentId} of the balance ${balance.id} was not refunded: ${(error as Error).message}; refund it in the payment dashboard`);
    }
  }

  /** An earlier 'another card' session is closed before paying, so it cannot be paid as well. */
  private async closeCheckout(balance: BalancePayment): Promise<void> {
    if (!balance.checkoutSessionId) return;
    await this.provider.expireCheckoutSession(balance.checkoutSessionId).catch((error: Error) => {
      this.logger.warn(`Balance checkout ${balance.checkoutSessionId} not expired: ${error.message}`);
    });
  }

  private async lockDue(tx: EntityManager, id: string): Promise<BalancePayment> {
    const balance = await tx.findOneOrFail(BalancePayment, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (balance.status === 'paid') throw BalanceErrors.alreadyPaid();
    return balance;
  }

  /** The card the deposit was paid with, if the customer agreed to keep it. */
  private async savedCardOf(em: EntityManager, balance: BalancePayment): Promise<CardOnFile | null> {
    const deposit = await em.findOne(Payment, { request: balance.requestId, status: 'paid', saveCard: true }, { orderBy: { paidAt: 'desc' } });
    if (!deposit?.customerRef || !deposit.paymentMethodRef || !deposit.cardBrand || !deposit.cardLast4) return null;
    return { brand: deposit.cardBrand, last4: deposit.cardLast4, customerRef: deposit.customerRef, paymentMethodRef: deposit.paymentMethodRef };
  }

  private receiptOf(balance: BalancePayment): Promise<Receipt | null> {
    return this.em.fork().findOne(Receipt, balance.receiptId);
  }

  private byCode(code: string, address: string): Promise<BalancePayment> {
    return this.limiter.guard('balance', address, async () => {
      const balance = isCapabilityCode(code) ? await this.em.fork().findOne(BalancePayment, { codeDigest: capabilityDigest(code) }) : null;
      if (!balance) throw BalanceErrors.notFound();
      return balance;
    });
  }
}

function checkTip(balance: BalancePayment, tipCents: number): void {
  if (!isValidTip(tipCents, balance.jobTotalCents)) throw BalanceErrors.invalidTip(formatUsd(maxTipCents(balance.jobTotalCents)));
}
