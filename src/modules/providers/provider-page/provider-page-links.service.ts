import { capabilityDigest } from '../../../common/codes/capability-digest';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { ProviderPageLinkView } from '../../../contracts/offer-views';
import { EVENTS } from '../../../contracts/socket-events';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import { SmsOutboxService } from '../../notifications';
import { ProviderErrors } from '../provider-errors';
import { Provider } from '../entities/provider.entity';
import { providerPageUrl, writeProviderPageLink } from './provider-page-texts';

/** The provider page's link: issued (and texted) when a provider joins the roster or a dispatcher asks, revoked at once. */
@Injectable()
export class ProviderPageLinksService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly codes: CodeGenerator,
    private readonly realtime: RealtimeService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh code replaces any earlier one (whose pages stop working), written with the text that carries it. */
  async issue(providerId: string): Promise<ProviderPageLinkView> {
    const issuedAt = this.clock.now();
    const code = this.codes.capabilityCode();
    const url = providerPageUrl(this.config.publicUrl, code);
    const previous = await this.outbox.transaction(async (tx, texts) => {
      const provider = await tx.findOne(Provider, providerId);
      if (!provider) throw ProviderErrors.providerNotFound();
      const before = provider.pageCodeDigest;
      const digest = capabilityDigest(code);
      Object.assign(provider, { pageCodeDigest: digest, pageCodeIssuedAt: issuedAt, updatedAt: issuedAt });
      texts.stage({ to: provider.phone, body: writeProviderPageLink(provider.language, url), template: 'provider-page-link', idempotencyKey: `provider-page:${digest}` });
      return before;
    });
    if (previous) this.closeOpenPages(providerId);
    return { url, issuedAt: issuedAt.toISOString() };
  }

  async revoke(providerId: string): Promise<void> {
    const revoked = await this.em.fork().nativeUpdate(Provider, { id: providerId }, { pageCodeDigest: null, pageCodeIssuedAt: null, updatedAt: this.clock.now() });
    if (!revoked) throw ProviderErrors.providerNotFound();
    this.closeOpenPages(providerId);
  }

  /** Pages open on the old link read again, and find it no longer works. */
  private closeOpenPages(providerId: string): void {
    this.realtime.toOfferPages({ providerIds: [providerId] }, EVENTS.offersChanged, { reason: 'duty' });
  }
}
