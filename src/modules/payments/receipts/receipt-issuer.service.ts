import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { providerPersonName } from '../../../domain/provider-details';
import { receiptExpiry, receiptTotals, type ReceiptExtra, type ReceiptLines, type ReceiptPhoto } from '../../../domain/receipt';
import type { RequestRecord } from '../../../domain/request-record';
import { SmsOutboxService, type TextStager } from '../../notifications';
import { Payment } from '../entities/payment.entity';
import { Receipt } from '../entities/receipt.entity';
import { CardBalancesService } from '../balance/card-balances.service';
import { RECEIPT_LINK_TEMPLATE, receiptPageUrl, writeReceiptLink } from './receipt-texts';

/** What was done at the car, as the on-site module read it from its own rows in the completion's transaction. */
export interface OnSiteLines {
  extras: ReceiptExtra[];
  photos: ReceiptPhoto[];
}

/**
 * Writes a job's receipt as the job is completed, in the same transaction, and texts its link: the
 * lines are read from the rows that decided them (the accepted price, the approved extras, the paid
 * deposit), so the receipt says to the cent what the provider's page asked the customer to pay.
 */
@Injectable()
export class ReceiptIssuerService {
  constructor(
    private readonly codes: CodeGenerator,
    private readonly outbox: SmsOutboxService,
    private readonly balances: CardBalancesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(tx: EntityManager, job: RequestRecord, texts: TextStager, onSite: OnSiteLines): Promise<void> {
    const lines = await this.linesOf(tx, job, onSite);
    const code = this.codes.capabilityCode();
    const issuedAt = this.clock.now();
    const receipt = tx.create(Receipt, {
      request: job.id,
      codeDigest: capabilityDigest(code),
      language: job.language,
      lines,
      issuedAt,
      expiresAt: receiptExpiry(issuedAt),
    });
    const totals = receiptTotals(lines);
    // A balance owed by card is texted instead; its payment texts the receipt, under a new code.
    if (this.balances.openAtCompletion(tx, job, receipt, totals, texts)) return;
    const body = writeReceiptLink(job.language, receiptPageUrl(this.config.publicUrl, code), totals.totalCents);
    texts.stage({ to: job.phone, body, template: RECEIPT_LINK_TEMPLATE, idempotencyKey: `receipt:${receipt.id}`, requestId: job.id });
  }

  /** The receipt link the customer was texted at completion: its code is kept nowhere else. Null when none was texted. */
  linkTexted(requestId: string): Promise<string | null> {
    return this.outbox.linkTexted(requestId, RECEIPT_LINK_TEMPLATE, receiptPageUrl(this.config.publicUrl, ''));
  }

  private async linesOf(tx: EntityManager, job: RequestRecord, { extras, photos }: OnSiteLines): Promise<ReceiptLines> {
    const payment = await tx.findOne(Payment, { request: job.id, status: 'paid' }, { orderBy: { paidAt: 'desc' } });
    const iso = (at: Date | null) => at?.toISOString() ?? null;
    return {
      serviceType: job.serviceType,
      vehicle: [job.vehicleYear, job.vehicleMake, job.vehicleModel].filter(Boolean).join(' ') || null,
      providerName: job.provider?.name ?? null,
      providerPerson: job.provider ? providerPersonName(job.provider) : null,
      providerLicence: job.provider?.companyLicence ?? null,
      providerInsurer: job.provider?.insuranceCarrier ?? null,
      pickupAddress: job.locationAddress ?? '',
      destinationAddress: job.destinationAddress,
      arrivedAt: iso(job.arrivedAt),
      arrivalVerifiedAt: iso(job.arrivalVerifiedAt),
      arrivalVerifiedBy: job.arrivalVerifiedBy,
      completedAt: (job.serviceCompletedAt ?? this.clock.now()).toISOString(),
      priceCents: job.finalPriceCents ?? 0,
      extras,
      depositCents: job.depositPaid ? (job.depositAmountCents ?? 0) : 0,
      depositPaidAt: iso(job.depositPaidAt),
      card: payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
      photos,
      billedTo: job.accountId !== null ? job.onBehalfOf : null,
    };
  }
}
