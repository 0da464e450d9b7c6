import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { DispatchSettingsView, RequestOffersView, SendOffersBody } from '../../../contracts/offer-views';
import { DispatchSetting } from '../entities/dispatch-setting.entity';
import { AUTO_DISPATCH_ALL, AutoDispatchService } from './auto-dispatch.service';
import { OfferErrors } from './offer-errors';
import { OfferReadsService } from './offer-reads.service';
import { OfferSenderService, type OfferChoice } from './offer-sender.service';

/** The dispatcher's offer actions on a request, each answered with the request's offers as they now stand. */
@Injectable()
export class AdminOffersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sender: OfferSenderService,
    private readonly autoDispatch: AutoDispatchService,
    private readonly reads: OfferReadsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(requestId: string, body: SendOffersBody): Promise<RequestOffersView> {
    await this.sender.send(requestId, choiceOf(body), body.top === undefined ? 'single' : 'top');
    return this.reads.forRequest(requestId);
  }

  async startAutoDispatch(requestId: string): Promise<RequestOffersView> {
    await this.autoDispatch.start(requestId, 'admin');
    return this.reads.forRequest(requestId);
  }

  async stopAutoDispatch(requestId: string): Promise<RequestOffersView> {
    await this.autoDispatch.stop(requestId);
    return this.reads.forRequest(requestId);
  }

  async settings(): Promise<DispatchSettingsView> {
    const setting = await this.em.fork().findOne(DispatchSetting, { name: AUTO_DISPATCH_ALL });
    return { autoDispatchAll: setting?.enabled ?? false };
  }

  async changeSettings(body: DispatchSettingsView): Promise<DispatchSettingsView> {
    await this.em.fork().upsert(DispatchSetting, { name: AUTO_DISPATCH_ALL, enabled: body.autoDispatchAll, updatedAt: this.clock.now() });
    return this.settings();
  }
}

function choiceOf(body: SendOffersBody): OfferChoice {
  const [providerId] = body.providerIds ?? [];
  if (providerId !== undefined && body.top === undefined) return { providerId };
  if (providerId === undefined && body.top !== undefined) return { top: body.top };
  throw OfferErrors.invalidChoice();
}
