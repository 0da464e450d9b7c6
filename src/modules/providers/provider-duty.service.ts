import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { dallasDate, standingOn } from '../../domain/provider-credentials';
import type { ProviderRecord } from '../../domain/request-record';
import { required } from '../../domain/required';
import { Provider } from './entities/provider.entity';
import { DomainEvents } from '../../infra/events/domain-events';
import { ProviderUnavailable } from './events/provider-unavailable.event';

/** A roster provider going on or off duty: only providers on duty are offered jobs, so going off withdraws their open offers. */
@Injectable()
export class ProviderDutyService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The provider with this phone, now on or off duty (a deactivated provider stays off: they get no
   * offers either way); null when the number is on no roster entry.
   */
  async setByPhone(phone: string, onDuty: boolean): Promise<ProviderRecord | null> {
    const e164 = toE164(phone);
    return e164 ? this.set({ phone: e164 }, onDuty) : null;
  }

  /** The same switch from the provider's page. */
  async setById(id: string, onDuty: boolean): Promise<Provider> {
    return required(await this.set({ id }, onDuty), 'the provider');
  }

  /** Under the row's lock, so a suspension committing at the same moment is seen rather than overwritten. */
  private async set(where: { phone: string } | { id: string }, onDuty: boolean): Promise<Provider | null> {
    let wentOff = false;
    const provider = await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(Provider, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) return null;
      const now = this.clock.now();
      // Going off duty is always allowed; on duty only for a provider who may take jobs.
      if (found.active && found.onDuty !== onDuty && (!onDuty || standingOn(found, dallasDate(now)) === 'active')) {
        Object.assign(found, { onDuty, onDutySince: onDuty ? now : null, updatedAt: now });
        wentOff = !onDuty;
      }
      return found;
    });
    if (provider && wentOff) await this.events.publish(new ProviderUnavailable(provider.id, 'off_duty'));
    return provider;
  }
}
