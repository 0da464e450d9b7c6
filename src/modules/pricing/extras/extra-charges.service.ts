import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { ExtraChargeView, ExtrasView, ProposeExtraBody } from '../../../contracts/extra-views';
import { EXTRA_LABELS, onSiteTotals, type ExtraAnswer } from '../../../domain/extra-charges';
import { formatUsd } from '../../../domain/money';
import type { ReceiptExtra } from '../../../domain/receipt';
import type { RequestRecord } from '../../../domain/request-record';
import { required } from '../../../domain/required';
import { JobPhotosService } from '../../dispatch';
import { writeExtraProposed } from '../../notifications';
import { RequestErrors, RequestLookupService, RequestRepository, RequestTransitionsService } from '../../request-core';
import { ExtraCharge } from '../entities/extra-charge.entity';
import { ExtraErrors } from './extra-errors';

/** Extras are proposed and answered at the car: from arrival until the job is done. */
const AT_THE_CAR = new Set(['arrived', 'in_progress']);

type Channel = 'page' | 'text';

/**
 * Extra charges: the provider proposes one with a photo, the customer approves or declines it (on
 * their page or by replying YES / NO), and a dispatcher may void one. Each proposal and answer is one
 * change of the request, logged with who made it; of two racing answers exactly one counts.
 */
@Injectable()
export class ExtraChargesService {
  constructor(
    private readonly em: EntityManager,
    private readonly lookup: RequestLookupService,
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly photos: JobPhotosService,
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
      alsoWrite: async (tx, request, texts) => {
        if (!(await this.photos.isPhotoOf(body.photoId, request.id, tx))) throw ExtraErrors.photoRequired();
        const extra = tx.create(ExtraCharge, {
          request: request.id,
          kind: body.kind,
          description: body.description || null,
          amountCents: body.amountCents,
          photo: body.photoId,
          status: 'proposed',
          proposedAt: this.clock.now(),
        });
        const extras = await tx.find(ExtraCharge, { request: request.id });
        const total = this.totalsOf(request, [...extras.filter((row) => row.id !== extra.id), { ...extra, status: 'approved' }]);
        const text = writeExtraProposed(request.language, { request, kind: extra.kind, description: extra.description, amountCents: extra.amountCents, dueOnSiteCents: total.dueOnSiteCents, publicUrl: this.config.publicUrl });
        if (text) texts.stage({ to: request.phone, body: text, template: 'extra-proposed', idempotencyKey: `extra-proposed:${extra.id}`, requestId: request.id });
      },
      activity: () => `Provider proposed an extra charge: ${describe({ ...body, description: body.description || null })}`,
    });
    return this.viewOf(job.id);
  }

  async answerOnPage(trackingId: string, address: string, extraId: string, answer: ExtraAnswer): Promise<ExtrasView> {
    const request = await this.lookup.forCustomer(trackingId, address);
    await this.answer(request.id, extraId, answer, 'page');
    return this.viewOf(request.id);
  }

  /** A customer's YES or NO: it answers their latest proposed extra; false when none waits (the word is someone else's). */
  async answerByText(requestId: string, answer: ExtraAnswer): Promise<boolean> {
    const waiting = await this.em.fork().findOne(ExtraCharge, { request: requestId, status: 'proposed' }, { orderBy: { proposedAt: 'desc' } });
    if (!waiting) return false;
    await this.answer(requestId, waiting.id, answer, 'text');
    return true;
  }

  async void(requestId: string, extraId: string, reason: string): Promise<ExtrasView> {
    let voided: ExtraCharge | null = null;
    await this.transitions.change(requestId, {
      actor: 'admin',
      alsoWrite: async (tx, request) => {
        voided = await tx.findOne(ExtraCharge, { id: extraId, request: request.id });
        if (!voided) throw ExtraErrors.notFound();
        const moved = await tx.nativeUpdate(ExtraCharge, { id: extraId, status: { $in: ['proposed', 'approved'] } }, { status: 'voided', voidedAt: this.clock.now(), voidReason: reason });
        if (moved === 0) throw ExtraErrors.notVoidable();
      },
      activity: () => `Voided the extra charge ${describe(required(voided, 'the voided extra'))}: ${reason}`,
    });
    return this.viewOf(requestId);
  }

  async forProvider(jobId: string, address: string): Promise<ExtrasView> {
    return this.viewOf((await this.lookup.forProvider(jobId, address)).id);
  }

  async forCustomer(trackingId: string, address: string): Promise<ExtrasView> {
    return this.viewOf((await this.lookup.forCustomer(trackingId, address)).id);
  }

  async viewOf(requestId: string): Promise<ExtrasView> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const extras = await this.em.fork().find(ExtraCharge, { request: requestId }, { orderBy: { proposedAt: 'asc', id: 'asc' } });
    const photos = await this.photos.viewsByIds(extras.map((extra) => extra.photo.id));
    return {
      extras: extras.map((extra) => toExtraView(extra, required(photos.get(extra.photo.id), 'the extra photo'))),
      totals: this.totalsOf(request, extras),
    };
  }

  /** The extras the customer approved, as the job's receipt lists them, read in the caller's transaction. */
  async approvedOf(requestId: string, em: EntityManager): Promise<ReceiptExtra[]> {
    const approved = await em.find(ExtraCharge, { request: requestId, status: 'approved' }, { orderBy: { proposedAt: 'asc', id: 'asc' } });
    return approved.map((extra) => ({ kind: extra.kind, description: extra.description, amountCents: extra.amountCents, approvedAt: extra.answeredAt?.toISOString() ?? null }));
  }

  /** One answer wins: the row moves only from 'proposed', so a second answer finds it answered and rolls back. */
  private async answer(requestId: string, extraId: string, answer: ExtraAnswer, by: Channel): Promise<void> {
    let extra: ExtraCharge | null = null;
    await this.transitions.change(requestId, {
      actor: 'customer',
      check: (current) => {
        if (!AT_THE_CAR.has(current.status)) throw ExtraErrors.answered();
      },
      alsoWrite: async (tx, request) => {
        extra = await tx.findOne(ExtraCharge, { id: extraId, request: request.id });
        if (!extra) throw ExtraErrors.notFound();
        const status = answer === 'approve' ? 'approved' : 'declined';
        const moved = await tx.nativeUpdate(ExtraCharge, { id: extraId, status: 'proposed' }, { status, answeredAt: this.clock.now(), answeredBy: by });
        if (moved === 0) throw ExtraErrors.answered();
      },
      activity: () =>
        `Customer ${answer === 'approve' ? 'approved' : 'declined'} the extra charge ${describe(required(extra, 'the answered extra'))} ${by === 'page' ? 'on their page' : 'by text'}`,
    });
  }

  private totalsOf(request: RequestRecord, extras: ReadonlyArray<Pick<ExtraCharge, 'status' | 'amountCents'>>) {
    return onSiteTotals(request.finalPriceCents ?? 0, extras, request.depositPaid ? (request.depositAmountCents ?? 0) : 0);
  }
}

const describe = (extra: Pick<ExtraCharge, 'kind' | 'description' | 'amountCents'>): string =>
  `${EXTRA_LABELS[extra.kind]}${extra.description ? ` (${extra.description})` : ''}, ${formatUsd(extra.amountCents)}`;

function toExtraView(extra: ExtraCharge, photo: ExtraChargeView['photo']): ExtraChargeView {
  return {
    id: extra.id,
    kind: extra.kind,
    description: extra.description,
    amountCents: extra.amountCents,
    status: extra.status,
    photo,
    proposedAt: extra.proposedAt.toISOString(),
    answeredAt: extra.answeredAt?.toISOString() ?? null,
    answeredBy: extra.answeredBy,
    voidedAt: extra.voidedAt?.toISOString() ?? null,
    voidReason: extra.voidReason,
  };
}
