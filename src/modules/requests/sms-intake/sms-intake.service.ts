import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import {
  answerIntake,
  isIdle,
  locationShared,
  placeFound,
  startIntake,
  type IntakeConversation,
  type IntakeOutcome,
  type IntakePlace,
} from '../../../domain/sms-intake';
import { replyKey, SmsOutboxService, type InboundText, type TextStager } from '../../notifications';
import { RequestTransitionsService, writeTextOnlyOn } from '../../request-core';
import { SmsIntake, type SmsIntakeStatus } from '../entities/sms-intake.entity';
import { GeocodingService } from '../../../infra/maps/geocoding.service';
import { questionText } from './intake-questions';
import { writeIntakeReply } from './intake-texts';
import { requestFieldsOf } from './intake-request-fields';

const ATTEMPTS = 3;

/** What became of a text the conversation took. */
export interface IntakeHandling {
  /** The request it became, once the last answer came in. */
  requestId: string | null;
  /** The driver could not be understood twice: a dispatcher should call. */
  callbackRequested: boolean;
  /** The text started the conversation: the dispatchers see who is asking for help, in their words. */
  started: boolean;
}

/** Who the texts go to and which inbound text (or page) moved the conversation: its answer is keyed by it. */
interface Turn {
  phone: string;
  /** The inbound text's id; null for a position shared from the location page. */
  messageId: string | null;
  /** The key of the one text answering this turn. */
  answerKey: string;
  onHelp: boolean;
}

interface Next {
  conversation: IntakeConversation;
  status: SmsIntakeStatus;
  requestId?: string;
  locationCodeDigest?: string;
}

/** Another text of the same number moved the conversation first: read it again. */
class LostRace extends Error {}

/**
 * Takes a request by text (domain/sms-intake): keeps each number's conversation, looks typed places
 * up, texts each question, and writes the request when the last answer comes in. Each answer is
 * written with the conversation's version and its reply in one transaction, so a redelivered text
 * is applied once and two texts at once never both move it.
 */
@Injectable()
export class SmsIntakeService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly transitions: RequestTransitionsService,
    private readonly codes: CodeGenerator,
    private readonly geocoding: GeocodingService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether `phone` is in the middle of a conversation: an open one, not idle for 30 minutes. */
  async isTalking(phone: string): Promise<boolean> {
    const row = await this.em.fork().findOne(SmsIntake, { phone, status: 'open' });
    return row !== null && !isIdle(row.updatedAt, this.clock.now());
  }

  /**
   * The next answer of the sender's conversation, or the first text of a new one (after HELP: the
   * help line and the menu). Null for a HELP in the middle of one: the carrier's help answer is
   * due, and the question waits.
   */
  async converse(text: InboundText, onHelp: boolean): Promise<IntakeHandling | null> {
    for (let attempt = 1; ; attempt++) {
      const em = this.em.fork();
      const applied = await em.findOne(SmsIntake, { lastMessageId: text.messageId });
      if (applied) return { requestId: applied.request?.id ?? null, callbackRequested: false, started: false };
      const current = await this.openConversation(em, text.from);
      if (current && onHelp) return null;
      const outcome = await this.looked(current ? answerIntake(conversationOf(current), text.body, latestModelYear(this.clock.now())) : startIntake(text.body));
      try {
        const handling = await this.apply(current, outcome, { phone: text.from, messageId: text.messageId, answerKey: replyKey(text.messageId), onHelp });
        return { ...handling, started: current === null };
      } catch (error) {
        if (!(error instanceof LostRace) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** The sender's open conversation; one idle for 30 minutes is closed here, and the text starts a new one. */
  private async openConversation(em: EntityManager, phone: string): Promise<SmsIntake | null> {
    const row = await em.findOne(SmsIntake, { phone, status: 'open' });
    if (!row || !isIdle(row.updatedAt, this.clock.now())) return row;
    await em.nativeUpdate(SmsIntake, { id: row.id, version: row.version }, { status: 'expired', version: row.version + 1 });
    return null;
  }

  /** A typed place, looked up when a geocoder is set; taken as written when none could be asked. */
  private async looked(outcome: IntakeOutcome): Promise<IntakeOutcome> {
    if (outcome.kind !== 'locate') return outcome;
    const found = await this.geocoding.search(outcome.query);
    const place: IntakePlace | null =
      found === 'not_found' ? null : found === 'unavailable' ? { address: outcome.query, lat: null, lng: null } : { ...found };
    return placeFound(outcome.conversation, place);
  }

  /**
   * The position shared from the one-tap page answers the location question and the next question
   * is texted; false when the conversation had moved on (a typed answer came first).
   */
  async answerWithPosition(row: SmsIntake, place: IntakePlace): Promise<boolean> {
    const outcome = locationShared(conversationOf(row), place);
    if (!outcome) return false;
    try {
      await this.apply(row, outcome, { phone: row.phone, messageId: null, answerKey: `location-share:${row.id}:${row.version}`, onHelp: false });
      return true;
    } catch (error) {
      if (error instanceof LostRace) return false;
      throw error;
    }
  }

  /** Writes the outcome and texts its answer, or writes the request. */
  private async apply(current: SmsIntake | null, outcome: IntakeOutcome, turn: Turn): Promise<Omit<IntakeHandling, 'started'>> {
    const none = { requestId: null, callbackRequested: false };
    const supportPhone = this.config.supportPhone;
    switch (outcome.kind) {
      case 'complete':
        return { requestId: await this.complete(current, outcome.conversation, outcome, turn), callbackRequested: false };
      case 'cancelled':
        if (current) await this.write(current, { conversation: conversationOf(current), status: 'cancelled' }, turn, (stage) => stage(writeIntakeReply(current.language, 'intake-cancelled')));
        return none;
      case 'ask': {
        const onHelp = turn.onHelp;
        await this.write(current, { conversation: outcome.conversation, status: 'open' }, turn, (stage) => stage(questionText(outcome.conversation, { hint: outcome.hint, supportPhone, onHelp })));
        return none;
      }
      case 'stuck':
        await this.write(current, { conversation: outcome.conversation, status: 'open' }, turn, (stage) => stage(writeIntakeReply(outcome.conversation.language, 'intake-stuck', { supportPhone })));
        return { requestId: null, callbackRequested: true };
      case 'switched':
        await this.write(current, { conversation: outcome.conversation, status: 'open' }, turn, (stage) => {
          if (outcome.conversation.textOnly && !current?.textOnly) stage(writeTextOnlyOn(outcome.conversation.language));
          stage(questionText(outcome.conversation, { hint: false, supportPhone, onHelp: false }));
        });
        return none;
      case 'send_location_link': {
        const code = this.codes.capabilityCode();
        const url = `${this.config.publicUrl}${outcome.conversation.language === 'es' ? '/es' : ''}/locate/${code}`;
        await this.write(current, { conversation: outcome.conversation, status: 'open', locationCodeDigest: capabilityDigest(code) }, turn, (stage) =>
          stage(writeIntakeReply(outcome.conversation.language, 'intake-location-link', { url })),
        );
        return none;
      }
      case 'locate':
        throw new Error('A place is looked up before the outcome is applied');
    }
  }

  private async complete(current: SmsIntake | null, conversation: IntakeConversation, { answers }: Extract<IntakeOutcome, { kind: 'complete' }>, turn: Turn): Promise<string> {
    try {
      const request = await this.transitions.create({
        actor: 'customer',
        fields: requestFieldsOf(turn.phone, conversation, answers, this.codes.onlineTrackingCode()),
        activity: (created) => `Request submitted by text (${created.serviceType})`,
        // The driver's last answer is answered by the request's own first text, with its tracking link.
        texts: [{ template: 'request-received', to: 'customer', idempotencyKey: turn.answerKey }],
        alsoWrite: (tx, created) => this.store(tx, current, { conversation, status: 'completed', requestId: created.id }, turn),
      });
      return request.id;
    } catch (error) {
      // Another text completed it first, or (astronomically rarely) the tracking code was taken: read again.
      throw error instanceof UniqueConstraintViolationException ? new LostRace() : error;
    }
  }

  /** The conversation's next state and the texts answering the turn, in one transaction. */
  private async write(current: SmsIntake | null, next: Next, turn: Turn, texts: (stage: (body: string) => void) => void): Promise<void> {
    await this.outbox.transaction(
      async (tx, stager: TextStager) => {
        await this.store(tx, current, next, turn);
        let count = 0;
        texts((body) => {
          const idempotencyKey = count++ === 0 ? turn.answerKey : `${turn.answerKey}:${count}`;
          stager.stage({ to: turn.phone, body, template: 'intake-reply', idempotencyKey });
        });
      },
      { answer: true },
    );
  }

  /** Moves the conversation from the version it was read at, or starts it; LostRace when another text got there first. */
  private async store(tx: EntityManager, current: SmsIntake | null, next: Next, turn: Turn): Promise<void> {
    const now = this.clock.now();
    const { conversation } = next;
    const fields = {
      status: next.status,
      step: conversation.step,
      answers: conversation.answers,
      misses: conversation.misses,
      language: conversation.language,
      textOnly: conversation.textOnly,
      lastMessageId: turn.messageId ?? current?.lastMessageId ?? null,
      updatedAt: now,
      ...(next.requestId ? { request: next.requestId } : {}),
      ...(next.locationCodeDigest ? { locationCodeDigest: next.locationCodeDigest } : {}),
    };
    if (current) {
      const moved = await tx.nativeUpdate(SmsIntake, { id: current.id, version: current.version, status: 'open' }, { ...fields, version: current.version + 1 });
      if (!moved) throw new LostRace();
      return;
    }
    try {
      await tx.insert(SmsIntake, { ...fields, id: randomUUID(), phone: turn.phone, version: 1, createdAt: now });
    } catch (error) {
      // The partial unique index: another first text of this number started the conversation.
      throw error instanceof UniqueConstraintViolationException ? new LostRace() : error;
    }
  }

  /** The retention rule's part: conversations whose last text came before `cutoff`. */
  async forgetOlderThan(cutoff: Date): Promise<number> {
    return this.em.fork().nativeDelete(SmsIntake, { updatedAt: { $lt: cutoff } });
  }
}

export const conversationOf = (row: SmsIntake): IntakeConversation => ({
  step: row.step,
  answers: row.answers,
  misses: row.misses,
  language: row.language,
  textOnly: row.textOnly,
});

/** A model year is sold the year before it is named. */
const latestModelYear = (now: Date): number => now.getUTCFullYear() + 1;
