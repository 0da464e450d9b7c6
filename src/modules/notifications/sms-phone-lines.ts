import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CataloguedQueue, JOBS, jobIds, QUEUES } from '../../infra/queue/queue-catalogue';
import type { SmsStatus } from './entities/sms-message.entity';
import { replyKey } from './inbound-text-router';

/** The first text not sent yet in a phone's line. */
export interface LineHead {
  id: string;
  status: SmsStatus;
}

// A phone's line is its outbound texts not sent yet, in the outbox's order (`seq`, see Migration20261128171400).

/** For each text, the first text of its phone's line at or before it (itself when nothing earlier waits). */
const HEADS_SQL = `
  select m.id, h.id as head_id, h.status as head_status from sms_messages as m
  cross join lateral (
    select e.id, e.status from sms_messages as e
    where e.to_phone = m.to_phone and e.direction = 'outbound' and e.status in ('queued', 'sending') and e.seq <= m.seq
    order by e.seq limit 1
  ) as h
  where m.id in (?)`;

const LINE = `to_phone = ? and direction = 'outbound' and status in ('queued', 'sending')`;
const NEXT_SQL = `
  select id, status, exists (select 1 from sms_messages where ${LINE} and idempotency_key like ?) as answer_waits
  from sms_messages where ${LINE}
  order by seq limit 1`;

/**
 * Texts to one phone leave one at a time, in the order the steps that caused them wrote them: the
 * worker sends many texts at once and Twilio takes them in the order they arrive, so two texts to one
 * phone sent together could swap. A text waits while an earlier one to its phone is unsent, and each
 * text, once settled (sent, failed or suppressed), sends the next one on. The sweep picks up any line left standing.
 */
@Injectable()
export class SmsPhoneLines {
  private readonly logger = new Logger(SmsPhoneLines.name);

  constructor(
    private readonly em: EntityManager,
    @InjectQueue(QUEUES.sms) private readonly smsQueue: CataloguedQueue<'sms'>,
  ) {}

  /** The head of each text's line; a text missing from the answer is no longer unsent. */
  async heads(ids: readonly string[]): Promise<Map<string, LineHead>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; head_id: string; head_status: SmsStatus }> = await this.em.fork().execute(HEADS_SQL, [[...ids]]);
    return new Map(rows.map((row) => [row.id, { id: row.head_id, status: row.head_status }]));
  }

  /** Sends the next text of `phone`'s line on, now that the text `after` is settled. */
  async sendNext(phone: string, after: string): Promise<void> {
    const [next]: Array<LineHead & { answer_waits: boolean }> = await this.em.fork().execute(NEXT_SQL, [phone, `${replyKey('')}%`, phone]);
    // A text still `sending` is a worker's; it sends the next one on itself. A line an answer waits in keeps to the front.
    if (next?.status === 'queued') await this.sendAhead(next.id, after, next.answer_waits);
  }

  /**
   * Queues `messageId` on behalf of the text `after` that it had waited for: at the front only for an
   * answer (or a text an answer waits behind). A long line to one phone sending itself on from the
   * front would keep every other phone's answer (a STOP's confirmation) waiting behind it.
   */
  async sendAhead(messageId: string, after: string, front: boolean): Promise<void> {
    try {
      await this.smsQueue.add(JOBS.sendSms, { messageId }, { jobId: jobIds.sendSmsInTurn(messageId, after), lifo: front });
    } catch (error) {
      this.logger.warn(`Text ${messageId} waits for the sweep: ${(error as Error).message}`);
    }
  }
}
