import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { dallasDate, dallasHour, EXPIRING_DOCUMENTS, expiryStanding, type ExpiringDocument } from '../../../domain/provider-credentials';
import type { JobResult } from '../../../infra/queue/queue-catalogue';
import { SmsOutboxService } from '../../notifications';
import { writeNetworkNotice } from './network-texts';
import { ProviderNetworkEvent } from '../entities/provider-network-event.entity';
import { Provider } from '../entities/provider.entity';
import { DomainEvents } from '../../../infra/events/domain-events';
import { ProviderUnavailable } from '../events/provider-unavailable.event';

/** Texts about documents go out from 6 AM to 10 PM in Dallas. */
const isCivilHour = (hour: number): boolean => hour >= 6 && hour < 22;

const EXPIRY_COLUMN: Record<ExpiringDocument, 'insuranceExpiresOn' | 'licenceExpiresOn'> = { insurance: 'insuranceExpiresOn', licence: 'licenceExpiresOn' };

/**
 * The daily look at every provider's insurance and licence: a text 14, 7 and 1 days before one
 * lapses (each once, by its key), and on the day it lapses a suspension, so no offer or assignment
 * reaches them from that day and their open offers are withdrawn. A job they are on already is theirs to finish.
 */
@Injectable()
export class DocumentExpiryService {
  private readonly logger = new Logger(DocumentExpiryService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<JobResult> {
    const now = this.clock.now();
    // A worker started at night waits for the morning run: its texts would wake people, and until then
    // a lapsed document already keeps jobs away (standingOn reads the dates).
    if (!isCivilHour(dallasHour(now))) return { outcome: 'skipped', reason: 'night in Dallas; the morning run texts' };
    const today = dallasDate(now);
    const providers = await this.em.fork().find(Provider, { $or: [{ insuranceExpiresOn: { $ne: null } }, { licenceExpiresOn: { $ne: null } }] }, { orderBy: { id: 'asc' } });
    const tally = { reminded: 0, suspended: 0, failed: 0 };
    // One provider's failure leaves the others' reminders and suspensions to go ahead.
    for (const provider of providers) {
      try {
        await this.checkOne(provider, today, tally);
      } catch (error) {
        tally.failed += 1;
        this.logger.error(`Documents of provider ${provider.id} not checked: ${(error as Error).message}`);
      }
    }
    // The run is retried: what was done is keyed, so only what failed happens again.
    if (tally.failed > 0) throw new Error(`Documents of ${tally.failed} provider(s) not checked`);
    if (tally.reminded + tally.suspended === 0) return { outcome: 'skipped', reason: 'no document is due or lapsed' };
    this.logger.log(`Document check for ${today}: ${tally.reminded} reminder(s), ${tally.suspended} suspension(s)`);
    return { outcome: 'done', detail: `${tally.reminded} reminded, ${tally.suspended} suspended` };
  }

  private async checkOne(provider: Provider, today: string, tally: { reminded: number; suspended: number }): Promise<void> {
    for (const document of EXPIRING_DOCUMENTS) {
      const expiresOn = provider[EXPIRY_COLUMN[document]];
      if (!expiresOn) continue;
      const standing = expiryStanding(expiresOn, today);
      if (standing.state === 'due' && (await this.remind(provider, document, expiresOn, standing.reminder, standing.daysLeft))) tally.reminded += 1;
      if (standing.state === 'lapsed' && (await this.suspend(provider.id, document, expiresOn))) {
        tally.suspended += 1;
        await this.events.publish(new ProviderUnavailable(provider.id, 'suspended'));
      }
    }
  }

  /** The reminder for this document, this expiry date and this step, once ever: a renewed date starts its own. */
  private async remind(provider: Provider, document: ExpiringDocument, expiresOn: string, reminder: number, daysLeft: number): Promise<boolean> {
    const idempotencyKey = `document-reminder:${provider.id}:${document}:${expiresOn}:${reminder}`;
    if (await this.outbox.holds(idempotencyKey)) return false;
    try {
      await this.outbox.transaction(async (_tx, texts) => {
        const body = writeNetworkNotice(provider.language, 'document-reminder', { document, expiresOn, days: daysLeft });
        texts.stage({ to: provider.phone, body, template: 'document-reminder', idempotencyKey });
      });
    } catch (error) {
      // Another run staged the same reminder first.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
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
