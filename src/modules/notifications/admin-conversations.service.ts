import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AppError, conflict } from '../../common/errors/app-error';
import { toE164 } from '../../common/phone/phone-number';
import { staffSignature } from '../../common/staff/acting-staff';
import {
  CONVERSATION_LIST_LIMIT,
  type ConversationMessageView,
  type ConversationSummaryView,
  type ConversationThreadView,
} from '../../contracts/conversation-views';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { RequestRecord } from '../../domain/request-record';
import { SmsMessage } from './entities/sms-message.entity';
import { SmsOptOutsService } from './sms-opt-outs.service';
import { SmsOutboxService } from './sms-outbox.service';
import { toConversationMessageView, toConversationRequestView } from './views/conversation-view.mapper';

/** The template name of a text a dispatcher typed in the inbox. */
export const DISPATCHER_REPLY_TEMPLATE = 'dispatcher-reply';

export const OPTED_OUT_MESSAGE = 'This number has opted out of texts.';

const E164 = /^\+[1-9]\d{6,14}$/;

interface ConversationRow {
  party: string;
  unread: number;
  last_id: string;
  /** A text of the conversation's newest request, which it is reached through. */
  request_text_id: string | null;
}

/**
 * The other party of a text: who we texted on outbound texts, who texted us on inbound ones.
 * Conversations are keyed by it.
 */
const partyOf = (alias: string) => `case when ${alias}.direction = 'inbound' then ${alias}.from_phone else ${alias}.to_phone end`;

/** A text of the newest request the party's texts belong to (`p.party`), ordered by the request's creation. */
const NEWEST_REQUEST_TEXT = `select t.id from sms_messages t join customer_requests r on r.id = t.request_id
  where ${partyOf('t')} = p.party order by r.created_at desc, r.id desc limit 1`;

/** The dispatchers' inbox: every text grouped by the other party's phone number. */
@Injectable()
export class AdminConversationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly optOuts: SmsOptOutsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A conversation's key from the path: E.164 exactly as the list gives it. */
  static phoneOrThrow(input: string): string {
    const phone = input.trim();
    if (!E164.test(phone) || toE164(phone) !== phone) {
      throw new AppError(
        'bad_request',
        ERROR_CODES.invalidPhone,
        'The phone number must be a valid number in E.164 form, e.g. +12145550123.',
        undefined,
        'Invalid Phone Number',
      );
    }
    return phone;
  }

  async list(limit = CONVERSATION_LIST_LIMIT): Promise<ConversationSummaryView[]> {
    const em = this.em.fork();
    const rows: ConversationRow[] = await em.execute(
      `with texts as (
         select m.id, m.request_id, m.created_at, m.direction, m.read_at, ${partyOf('m')} as party from sms_messages m
       ),
       parties as (
         select party, max(created_at) as last_at,
                (count(*) filter (where direction = 'inbound' and read_at is null))::int as unread
         from texts where party is not null group by party
       )
       select p.party, p.unread,
              (select t.id from texts t where t.party = p.party order by t.created_at desc, t.id desc limit 1) as last_id,
              (${NEWEST_REQUEST_TEXT}) as request_text_id
       from parties p
       order by p.last_at desc, p.party
       limit ?`,
      [limit],
    );
    if (rows.length === 0) return [];

    const requestTextIds = rows.flatMap((row) => (row.request_text_id ? [row.request_text_id] : []));
    const messages = await em.find(SmsMessage, { id: [...rows.map((row) => row.last_id), ...requestTextIds] }, { populate: ['request'] });
    const messageById = new Map(messages.map((message) => [message.id, message]));

    return rows.flatMap((row) => {
      const last = messageById.get(row.last_id);
      if (!last) return [];
      return [
        {
          phone: row.party,
          lastMessage: toConversationMessageView(last),
          unreadCount: Number(row.unread),
          request: toConversationRequestView((row.request_text_id && messageById.get(row.request_text_id)?.request) || null),
        },
      ];
    });
  }

  /** Every text with `phone`, oldest first; opening it marks its inbound texts read. */
  async thread(phone: string): Promise<ConversationThreadView> {
    const em = this.em.fork();
    await em.nativeUpdate(SmsMessage, { direction: 'inbound', from: phone, readAt: null }, { readAt: this.clock.now() });
    const messages = await em.find(
      SmsMessage,
      { $or: [{ direction: 'inbound', from: phone }, { direction: 'outbound', to: phone }] },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const request = await this.newestRequest(em, phone);
    return {
      phone,
      request: toConversationRequestView(request),
      optedOut: await this.optOuts.isOptedOut(phone),
      messages: messages.map(toConversationMessageView),
    };
  }

  /** Queues the dispatcher's text to `phone` through the outbox, about the conversation's newest request, signed with their name. */
  async reply(phone: string, body: string): Promise<ConversationMessageView> {
    if (await this.optOuts.isOptedOut(phone)) throw conflict(ERROR_CODES.numberOptedOut, OPTED_OUT_MESSAGE);
    const idempotencyKey = `${DISPATCHER_REPLY_TEMPLATE}:${randomUUID()}`;
    const signature = staffSignature();
    await this.outbox.transaction(async (tx, texts) => {
      const request = await this.newestRequest(tx, phone);
      texts.stage({ to: phone, body: body.trim(), template: DISPATCHER_REPLY_TEMPLATE, idempotencyKey, requestId: request?.id });
      // The outbox writes every text alike; the reply is signed in the same transaction, before its send is queued.
      const staged = await tx.findOneOrFail(SmsMessage, { idempotencyKey });
      Object.assign(staged, signature);
    });
    const queued = await this.em.fork().findOneOrFail(SmsMessage, { idempotencyKey });
    return toConversationMessageView(queued);
  }

  /** The newest request any text of the conversation belongs to, read on `em`'s connection (a reply's transaction's). */
  private async newestRequest(em: EntityManager, phone: string): Promise<RequestRecord | null> {
    const [row]: Array<{ id: string | null }> = await em.execute(`select (${NEWEST_REQUEST_TEXT}) as id from (select ? as party) p`, [phone]);
    if (!row?.id) return null;
    const text = await em.findOne(SmsMessage, row.id, { populate: ['request'] });
    return text?.request ?? null;
  }
}
