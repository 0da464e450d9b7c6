import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { dallasDate, EXPIRING_DOCUMENTS, expiryStanding, type ExpiringDocument } from '../../../domain/provider-credentials';
import type { JobResult } from '../../../infra/queue/queue-catalogue';
import { SmsOutboxService, writeNetworkNotice } from '../../notifications';
import { ProviderNetworkEvent } from '../entities/provider-network-event.entity';
import { Provider } from '../entities/provider.entity';

const EXPIRY_COLUMN: Record<ExpiringDocument, 'insuranceExpiresOn' | 'licenceExpiresOn'> = { insurance: 'insuranceExpiresOn', licence: 'licenceExpiresOn' };

/**
 * The daily look at every provider's insurance and licence: a text 14, 7 and 1 days before one
 * lapses (each once, by its key), and on the day it lapses a suspension, so no offer or assignment
 * reaches them from that day. A job they are on already is theirs to finish.
 */
@Injectable()
export class DocumentExpiryService {
  private readonly logger = new Logger(DocumentExpiryService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<JobResult> {
    const today = dallasDate(this.clock.now());
    const providers = await this.em.fork().find(Provider, { $or: [{ insuranceExpiresOn: { $ne: null } }, { licenceExpiresOn: { $ne: null } }] }, { orderBy: { id: 'asc' } });
    let reminded = 0;
    let suspended = 0;
    for (const provider of providers) {
      for (const document of EXPIRING_DOCUMENTS) {
        const expiresOn = provider[EXPIRY_COLUMN[document]];
        if (!expiresOn) continue;
        const standing = expiryStanding(expiresOn, today);
        if (standing.state === 'due' && (await this.remind(provider, document, expiresOn, standing.reminder, standing.daysLeft))) reminded += 1;
        if (standing.state === 'lapsed' && (await this.suspend(provider.id, document, expiresOn))) suspended += 1;
      }
    }
    if (reminded + suspended === 0) return { outcome: 'skipped', reason: 'no document is due or lapsed' };
    this.logger.log(`Document check for ${today}: ${reminded} reminder(s), ${suspended} suspension(s)`);
    return { outcome: 'done', detail: `${reminded} reminded, ${suspended} suspended` };
  }

  /** The reminder for this document, this expiry date and this step, once ever: a renewed date starts its own. */
  private async remind(provider: Provider, document: ExpiringDocument, expiresOn: string, reminder: number, daysLeft: number): Promise<boolean> {
    const idempotencyKey = `document-reminder:${provider.id}:${document}:${expiresOn}:${reminder}`;
    if (await this.outbox.holds(idempotencyKey)) return false;
    await this.outbox.transaction(async (_tx, texts) => {
      const body = writeNetworkNotice(provider.language, 'document-reminder', { document, expiresOn, days: daysLeft });
      texts.stage({ to: provider.phone, body, template: 'document-reminder', idempotencyKey });
    });
    return true;
  }

  /** Decided again on the locked row: a renewal saved meanwhile keeps the provider active. */
  private async suspend(providerId: string, document: ExpiringDocument, expiresOn: string): Promise<boolean> {
    return this.outbox.transaction(async (tx, texts) => {
      const provider = await tx.findOneOrFail(Provider, providerId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (provider.networkStatus === 'suspended' || provider[EXPIRY_COLUMN[document]] !== expiresOn) return false;
      const now = this.clock.now();
      Object.assign(provider, { networkStatus: 'suspended', suspension: `${document}_expired`, onDuty: false, onDutySince: null, updatedAt: now });
      tx.create(ProviderNetworkEvent, { provider, action: 'suspended', actor: 'system', reason: `${document === 'insurance' ? 'Insurance' : 'Licence'} expired on ${expiresOn}`, at: now });
      texts.stage({
        to: provider.phone,
        body: writeNetworkNotice(provider.language, 'provider-suspended', { document, expiresOn, supportPhone: this.config.supportPhone }),
        template: 'provider-suspended',
        idempotencyKey: `provider-suspended:${provider.id}:${document}:${expiresOn}`,
      });
      return true;
    });
  }
}
