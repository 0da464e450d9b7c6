import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EVENTS } from '../../../contracts/socket-events';
import type { ExtraChargeView, ExtrasView, ProposeExtraBody } from '../../../contracts/extra-views';
import { ERROR_CODES } from '../../../contracts/error-codes';
import {
  EXTRA_LABELS,
  OPEN_EXTRA_STATUSES,
  needsDispatcher,
  onSiteTotals,
  proposalRefusal,
  textAnswerTarget,
  type ExtraAnswer,
} from '../../../domain/extra-charges';
import { formatUsd } from '../../../domain/money';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import type { ReceiptExtra } from '../../../domain/receipt';
import type { RequestRecord } from '../../../domain/request-record';
import { required } from '../../../domain/required';
import { JobPhotosService } from '../photos/job-photos.service';
import type { TextStager } from '../../notifications';
import { writeExtraProposed, type ExtraAnswerText } from './extra-charge-texts';
import { RequestErrors, RequestLookupService, RequestRepository, RequestTransitionsService } from '../../request-core';
import { ExtraCharge } from '../entities/extra-charge.entity';
import { ExtraErrors } from './extra-errors';

/** Extras are proposed and answered at the car: from arrival until the job is done. */
const AT_THE_CAR = new Set(['arrived', 'in_progress']);

type Channel = 'page' | 'text';

/**
 * Extra charges: the provider proposes one with a photo; one above the job's accepted price waits for
 * a dispatcher first. The customer is texted each by its number and approves or declines it on their
 * page or by replying YES 2 / NO 2; a dispatcher may void one. Each proposal and answer is one change
 * of the request, logged with who made it; of two racing answers exactly one counts.
 */
@Injectable()
export class ExtraChargesService {
  constructor(
    private readonly em: EntityManager,
    private readonly lookup: RequestLookupService,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly photos: JobPhotosService,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async propose(jobId: string, address: string, body: ProposeExtraBody): Promise<ExtrasView> {
    const job = await this.lookup.forProvider(jobId, address);
    if (body.kind === 'other' && !body.description) throw ExtraErrors.describe();
    await this.transitions.change(job.id, {
      actor: 'provider',
      check: (current) => {
        if (current.providerJobId !== jobId) throw RequestErrors.jobNotFound();
        if (!AT_THE_CAR.has(current.status)) throw ExtraErrors.notNow();
      },
      // The request's version makes proposals one at a time, so the count and the next number hold.
      alsoWrite: async (tx, request, texts) => {
        if (!(await this.photos.isPhotoOf(body.photoId, request.id, tx))) throw ExtraErrors.photoRequired();
        const existing = await tx.find(ExtraCharge, { request: request.id });
        const refusal = proposalRefusal(existing);
        if (refusal) throw refusal === 'too_many_open' ? ExtraErrors.tooManyOpen() : ExtraErrors.tooMany();
        const held = needsDispatcher(body.amountCents, request.finalPriceCents);
        const now = this.clock.now();
        const proposed = tx.create(ExtraCharge, {
          request: request.id,
          number: Math.max(0, ...existing.map((extra) => extra.number)) + 1,
          kind: body.kind,
          description: body.description || null,
          amountCents: body.amountCents,
          photo: body.photoId,
          status: held ? 'held' : 'proposed',
          proposedAt: now,
          askedAt: held ? null : now,
        });
        if (!held) this.askCustomer(request, proposed, existing, texts);
        return proposed;
      },
      activity: (_request, extra) => {
        const held = extra.status === 'held' ? ' (above the accepted price: held for a dispatcher)' : '';
        return `Provider proposed an extra charge: ${describe(extra)}${held}`;
      },
      afterCommit: async (request, extra) => {
        if (extra.status !== 'held') return;
        this.realtime.toAdmins(EVENTS.extraHeld, { id: request.id, trackingId: request.customerTrackingId, number: extra.number, amountCents: extra.amountCents });
      },
    });
    return this.viewOf(job.id);
  }

  /** A dispatcher agrees to put a held charge to the customer, who is texted it now. */
  async release(requestId: string, extraId: string): Promise<ExtrasView> {
    await this.transitions.change(requestId, {
      actor: 'admin',
      check: (current) => {
        if (!AT_THE_CAR.has(current.status)) throw ExtraErrors.notNow();
      },
      alsoWrite: async (tx, request, texts) => {
        const extras = await tx.find(ExtraCharge, { request: request.id });
        const released = extras.find((extra) => extra.id === extraId);
        if (!released) throw ExtraErrors.notFound();
        if (released.status !== 'held') throw ExtraErrors.notHeld();
        released.status = 'proposed';
        released.askedAt = this.clock.now();
        this.askCustomer(request, released, extras.filter((extra) => extra !== released), texts);
        return released;
      },
      activity: (_request, released) => `Sent the extra charge ${describe(released)} to the customer`,
    });
    return this.viewOf(requestId);
  }

  async answerOnPage(trackingId: string, address: string, extraId: string, answer: ExtraAnswer): Promise<ExtrasView> {
    const request = await this.lookup.forCustomer(trackingId, address);
    await this.answer(request.id, extraId, answer, 'page');
    return this.customerViewOf(request.id);
  }

  /**
   * A customer's texted YES or NO, with or without a charge's number: it answers only the charge the
   * customer means, or asks which. Null when the word is about no charge (it is someone else's).
   */
  async answerByText(requestId: string, answer: ExtraAnswer, number: number | null): Promise<ExtraAnswerText | null> {
    const extras = await this.em.fork().find(ExtraCharge, { request: requestId });
    const target = textAnswerTarget(extras.map(asAskable), number, this.clock.now());
    switch (target.kind) {
      case 'none':
        return null;
      case 'unknown':
        return { kind: 'unknown', number: target.number };
      case 'which':
        return { kind: 'which', answer, waiting: target.waiting.map((askable) => askable.extra) };
      case 'settled':
        return { kind: 'settled', extra: target.extra.extra };
      case 'answer':
        try {
          await this.answer(requestId, target.extra.extra.id, answer, 'text');
          return { kind: 'answered', answer, extra: target.extra.extra };
        } catch (error) {
          // Answered on the page, voided or expired a moment before: say what became of it.
          if (!(error instanceof AppError) || error.code !== ERROR_CODES.extraAnswered) throw error;
          const settled = await this.em.fork().findOneOrFail(ExtraCharge, { id: target.extra.extra.id });
          return { kind: 'settled', extra: settled };
        }
    }
  }

  async void(requestId: string, extraId: string, reason: string): Promise<ExtrasView> {
    await this.transitions.change(requestId, {
      actor: 'admin',
      alsoWrite: async (tx, request) => {
        const voided = await tx.findOne(ExtraCharge, { id: extraId, request: request.id });
        if (!voided) throw ExtraErrors.notFound();
        const moved = await tx.nativeUpdate(
          ExtraCharge,
          { id: extraId, status: { $in: [...OPEN_EXTRA_STATUSES, 'approved'] } },
          { status: 'voided', voidedAt: this.clock.now(), voidReason: reason },
        );
        if (moved === 0) throw ExtraErrors.notVoidable();
        return voided;
      },
      activity: (_request, voided) => `Voided the extra charge ${describe(voided)}: ${reason}`,
    });
    return this.viewOf(requestId);
  }

  /** Nothing waits on a job that has ended: its open charges expire, owed by nobody, in the job's own transaction. */
  async expireOpen(tx: EntityManager, requestId: string): Promise<void> {
    await tx.nativeUpdate(ExtraCharge, { request: requestId, status: { $in: [...OPEN_EXTRA_STATUSES] } }, { status: 'expired', expiredAt: this.clock.now() });
  }

  /** A job cancelled at the car (refused, or gone on arrival): its open charges expire in a change of their own. */
  async expireOpenOfCancelled(requestId: string): Promise<void> {
    await this.em.fork().transactional((tx) => this.expireOpen(tx, requestId));
  }

  async forProvider(jobId: string, address: string): Promise<ExtrasView> {
    return this.viewOf((await this.lookup.forProvider(jobId, address)).id);
  }

  async forCustomer(trackingId: string, address: string): Promise<ExtrasView> {
    return this.customerViewOf((await this.lookup.forCustomer(trackingId, address)).id);
  }

  /** The provider's and the dispatchers' view: every charge, held ones included. */
  async viewOf(requestId: string): Promise<ExtrasView> {
    return this.viewWith(requestId, () => true);
  }

  /** Only charges the customer was asked about: one held for a dispatcher is not theirs to see yet. */
  private customerViewOf(requestId: string): Promise<ExtrasView> {
    return this.viewWith(requestId, (extra) => extra.askedAt !== null);
  }

  private async viewWith(requestId: string, shown: (extra: ExtraCharge) => boolean): Promise<ExtrasView> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const extras = (await this.em.fork().find(ExtraCharge, { request: requestId }, { orderBy: { number: 'asc' } })).filter(shown);
    const photos = await this.photos.viewsByIds(extras.map((extra) => extra.photo.id));
    return {
      extras: extras.map((extra) => toExtraView(extra, required(photos.get(extra.photo.id), 'the extra photo'))),
      totals: this.totalsOf(request, extras),
    };
  }

  /** The extras the customer approved, as the job's receipt lists them, read in the caller's transaction. */
  async approvedOf(requestId: string, em: EntityManager): Promise<ReceiptExtra[]> {
    return (await this.approvedWithIdsOf(requestId, em)).map(({ id: _id, ...extra }) => extra);
  }

  /** The same extras with their ids, for a ledger that keeps one row per extra (an account's charges). */
  async approvedWithIdsOf(requestId: string, em: EntityManager): Promise<Array<ReceiptExtra & { id: string }>> {
    const approved = await em.find(ExtraCharge, { request: requestId, status: 'approved' }, { orderBy: { number: 'asc' } });
    return approved.map((extra) => ({ id: extra.id, kind: extra.kind, description: extra.description, amountCents: extra.amountCents, approvedAt: extra.answeredAt?.toISOString() ?? null }));
  }

  /** Texts the customer one charge by its number, with the total they would pay if they approve it. */
  private askCustomer(request: RequestRecord, extra: ExtraCharge, others: readonly ExtraCharge[], texts: TextStager): void {
    const total = this.totalsOf(request, [...others, { status: 'approved', amountCents: extra.amountCents }]);
    const body = writeExtraProposed(request.language, request, extra, total.dueOnSiteCents, this.config.publicUrl);
    if (body) texts.stage({ to: request.phone, body, template: 'extra-proposed', idempotencyKey: `extra-proposed:${extra.id}`, requestId: request.id });
  }

  /** One answer wins: the row moves only from 'proposed', so a second answer finds it answered and rolls back. */
  private async answer(requestId: string, extraId: string, answer: ExtraAnswer, by: Channel): Promise<void> {
    await this.transitions.change(requestId, {
      actor: 'customer',
      check: (current) => {
        if (!AT_THE_CAR.has(current.status)) throw ExtraErrors.answered();
      },
      alsoWrite: async (tx, request) => {
        const extra = await tx.findOne(ExtraCharge, { id: extraId, request: request.id });
        if (!extra || extra.askedAt === null) throw ExtraErrors.notFound();
        const status = answer === 'approve' ? 'approved' : 'declined';
        const moved = await tx.nativeUpdate(ExtraCharge, { id: extraId, status: 'proposed' }, { status, answeredAt: this.clock.now(), answeredBy: by });
        if (moved === 0) throw ExtraErrors.answered();
        return extra;
      },
      activity: (_request, extra) =>
        `Customer ${answer === 'approve' ? 'approved' : 'declined'} the extra charge ${describe(extra)} ${by === 'page' ? 'on their page' : 'by text'}`,
    });
  }

  private totalsOf(request: RequestRecord, extras: ReadonlyArray<Pick<ExtraCharge, 'status' | 'amountCents'>>) {
    return onSiteTotals(request.finalPriceCents ?? 0, extras, request.depositPaid ? (request.depositAmountCents ?? 0) : 0);
  }
}

const describe = (extra: Pick<ExtraCharge, 'number' | 'kind' | 'description' | 'amountCents'>): string =>
  `#${extra.number} ${EXTRA_LABELS[extra.kind]}${extra.description ? ` (${extra.description})` : ''}, ${formatUsd(extra.amountCents)}`;

/** An extra as the text answer rules see it, carrying the row it came from. */
const asAskable = (extra: ExtraCharge) => ({
  extra,
  number: extra.number,
  status: extra.status,
  askedAt: extra.askedAt,
  settledAt: extra.answeredAt ?? extra.voidedAt ?? extra.expiredAt,
});

function toExtraView(extra: ExtraCharge, photo: ExtraChargeView['photo']): ExtraChargeView {
  return {
    id: extra.id,
    number: extra.number,
    kind: extra.kind,
    description: extra.description,
    amountCents: extra.amountCents,
    status: extra.status,
    photo,
    proposedAt: extra.proposedAt.toISOString(),
    askedAt: extra.askedAt?.toISOString() ?? null,
    answeredAt: extra.answeredAt?.toISOString() ?? null,
    answeredBy: extra.answeredBy,
    voidedAt: extra.voidedAt?.toISOString() ?? null,
    voidReason: extra.voidReason,
    expiredAt: extra.expiredAt?.toISOString() ?? null,
  };
}
