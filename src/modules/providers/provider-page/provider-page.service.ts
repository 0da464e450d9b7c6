import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { badRequest, conflict } from '../../../common/errors/app-error';
import { ERROR_CODES, POSITION_PROBLEM_CODES } from '../../../contracts/error-codes';
import type { PositionTakenView, ProviderPageView } from '../../../contracts/offer-views';
import { EVENTS } from '../../../contracts/socket-events';
import { dallasDate, standingOn } from '../../../domain/provider-credentials';
import { FIX_MESSAGES, fixProblem, type PositionFix } from '../../../domain/position-fix';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import { Provider } from '../entities/provider.entity';
import { ProviderErrors } from '../provider-errors';
import { ProviderDutyService } from '../provider-duty.service';
import { DomainEvents } from '../../../infra/events/domain-events';
import { ProviderMarkerChanged } from '../events/provider-marker-changed.event';
import { ProviderPageReadsService } from './provider-page-reads.service';

/** What the provider does from their standing page: duty, the phone's position while on duty, the agreement. */
@Injectable()
export class ProviderPageService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ProviderPageReadsService,
    private readonly duty: ProviderDutyService,
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(code: string, address: string): Promise<ProviderPageView> {
    const provider = await this.reads.providerByCode(code, address);
    return this.reads.view(provider.id);
  }

  async setDuty(code: string, address: string, onDuty: boolean): Promise<ProviderPageView> {
    const provider = await this.reads.providerByCode(code, address);
    if (onDuty && !provider.active) throw ProviderErrors.paused();
    if (onDuty && standingOn(provider, dallasDate(this.clock.now())) !== 'active') throw ProviderErrors.suspended();
    const changed = await this.duty.setById(provider.id, onDuty);
    await this.announce(changed);
    return this.reads.view(provider.id);
  }

  /** The phone's position while on duty: the same checks as a job's positions, then the fleet map hears it. */
  async recordPosition(code: string, address: string, fix: PositionFix): Promise<PositionTakenView> {
    const provider = await this.reads.providerByCode(code, address);
    if (!provider.onDuty) throw conflict(ERROR_CODES.providerOffDuty, 'Go on duty to share your position for job offers.');
    const previous = provider.lastPositionAt && provider.lastLat !== null && provider.lastLng !== null
      ? { lat: provider.lastLat, lng: provider.lastLng, recordedAt: provider.lastPositionAt }
      : null;
    const problem = fixProblem(fix, previous, this.clock.now());
    if (problem) throw badRequest(POSITION_PROBLEM_CODES[problem], FIX_MESSAGES[problem]);
    const recordedAt = new Date(fix.recordedAt);
    // Compare and set: of two fixes racing from two tabs, the older one does not overwrite the newer.
    await this.em.fork().nativeUpdate(
      Provider,
      { id: provider.id, $or: [{ lastPositionAt: null }, { lastPositionAt: { $lt: recordedAt } }] },
      { lastLat: fix.lat, lastLng: fix.lng, lastPositionAt: recordedAt },
    );
    await this.announce(Object.assign(provider, { lastLat: fix.lat, lastLng: fix.lng, lastPositionAt: recordedAt }));
    return { ok: true };
  }

  async acceptAgreement(code: string, address: string): Promise<ProviderPageView> {
    const provider = await this.reads.providerByCode(code, address);
    if (!provider.agreementAcceptedAt) {
      await this.em.fork().nativeUpdate(Provider, { id: provider.id, agreementAcceptedAt: null }, { agreementAcceptedAt: this.clock.now() });
    }
    return this.reads.view(provider.id);
  }

  private async announce(provider: Provider): Promise<void> {
    await this.events.publish(new ProviderMarkerChanged(provider));
    this.realtime.toOfferPages({ providerIds: [provider.id] }, EVENTS.offersChanged, { reason: 'duty' });
  }
}
