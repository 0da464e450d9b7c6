import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { AppMetrics } from '../../infra/metrics/app-metrics';
import { SmsOptOut } from './entities/sms-opt-out.entity';

/** Who opted out of texts (STOP) and back in (START, YES); nobody on the list is texted. */
@Injectable()
export class SmsOptOutsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: AppMetrics,
  ) {}

  async isOptedOut(phone: string): Promise<boolean> {
    const e164 = toE164(phone);
    return e164 !== null && (await this.em.fork().count(SmsOptOut, { phone: e164 })) > 0;
  }

  /** True when the number was not opted out before. */
  async optOut(phone: string): Promise<boolean> {
    const e164 = toE164(phone);
    if (!e164) return false;
    const inserted: unknown[] = await this.em
      .fork()
      .createQueryBuilder(SmsOptOut)
      .insert({ phone: e164, since: this.clock.now() })
      .onConflict('phone')
      .ignore()
      .returning('phone')
      .execute('all');
    if (inserted.length > 0) this.metrics.textOptOuts.inc();
    return inserted.length > 0;
  }

  /** True when the number was opted out before. */
  async optIn(phone: string): Promise<boolean> {
    const e164 = toE164(phone);
    if (!e164) return false;
    return (await this.em.fork().nativeDelete(SmsOptOut, { phone: e164 })) > 0;
  }
}
