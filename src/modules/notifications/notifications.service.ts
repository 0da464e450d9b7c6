import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { toE164 } from '../../common/phone/phone-number';
import { SmsMessage } from './entities/sms-message.entity';
import { SmsOptOut } from './entities/sms-opt-out.entity';

/** What the outbox holds: texts per request, recent texts, and who opted out. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  textsForRequest(requestId: string): Promise<SmsMessage[]> {
    return this.em.fork().find(SmsMessage, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  recentTexts(limit: number): Promise<SmsMessage[]> {
    return this.em.fork().find(SmsMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

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
    return inserted.length > 0;
  }

  /** True when the number was opted out before. */
  async optIn(phone: string): Promise<boolean> {
    const e164 = toE164(phone);
    if (!e164) return false;
    return (await this.em.fork().nativeDelete(SmsOptOut, { phone: e164 })) > 0;
  }
}
