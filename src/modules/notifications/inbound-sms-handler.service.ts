import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EVENTS } from '../../contracts/socket-events';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import { keywordLanguage, parseTextCommand, type TextCommand } from '../../domain/text-commands';
import type { JobResult } from '../../infra/queue/queue-catalogue';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { SmsMessage } from './entities/sms-message.entity';
import { INBOUND_TEXT_ROUTER, type InboundTextRouter } from './inbound-text-router';
import { SmsOptOutsService } from './sms-opt-outs.service';
import { SmsOutboxService } from './sms-outbox.service';
import { OPT_OUT_CONFIRMATION, writeKeywordReply, writeOptOutConfirmation } from './notification-texts';

interface Outcome {
  detail: string;
  requestId: string | null;
  /** Nobody answered it by rule, or the sender asks for a call: a dispatcher must read it. */
  toInbox: boolean;
  callbackRequested?: boolean;
}

/**
 * Handles one stored inbound text: carrier keywords first (they work whatever the sender's
 * requests), then the sender's customer or provider commands, and anything else goes to the inbox.
 */
@Injectable()
export class InboundSmsHandlerService {
  constructor(
    private readonly em: EntityManager,
    private readonly optOuts: SmsOptOutsService,
    private readonly outbox: SmsOutboxService,
    private readonly realtime: RealtimeService,
    @Inject(INBOUND_TEXT_ROUTER) private readonly router: InboundTextRouter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(messageId: string): Promise<JobResult> {
    const em = this.em.fork();
    const message = await em.findOne(SmsMessage, { id: messageId, direction: 'inbound' });
    if (!message?.from) return { outcome: 'skipped', reason: 'no such inbound text' };
    if (message.attempts > 0) return { outcome: 'skipped', reason: 'already handled' };

    const outcome = await this.act(message, message.from, parseTextCommand(message.body));
    const now = this.clock.now();
    // A text answered by rule (ON, STATUS, YES, a keyword) is read already: only one left for a person counts as unread.
    const marked = await em.nativeUpdate(
      SmsMessage,
      { id: message.id, attempts: 0 },
      { attempts: 1, request: outcome.requestId, updatedAt: now, ...(outcome.toInbox ? {} : { readAt: now }) },
    );
    if (marked && outcome.toInbox) {
      this.realtime.toAdmins(EVENTS.textReceived, {
        id: message.id,
        from: message.from,
        body: message.body,
        requestId: outcome.requestId,
        receivedAt: message.createdAt.toISOString(),
        callbackRequested: outcome.callbackRequested === true,
      });
    }
    return { outcome: 'done', detail: outcome.detail };
  }

  private async act(message: SmsMessage, from: string, command: TextCommand): Promise<Outcome> {
    const answered = (detail: string): Outcome => ({ detail, requestId: null, toInbox: false });
    const saidIn = keywordLanguage(message.body);
    // A keyword is answered in the words' language if they were Spanish, else in the sender's.
    const language = async (): Promise<Language> => saidIn ?? (await this.router.languageOf(from)) ?? DEFAULT_LANGUAGE;
    switch (command.kind) {
      case 'opt_out':
        // Once only: a second STOP from an opted-out number gets no second confirmation.
        if (await this.optOuts.optOut(from)) await this.reply(message, from, OPT_OUT_CONFIRMATION, writeOptOutConfirmation(await language()));
        return answered('opted out');
      case 'opt_in':
        await this.optOuts.optIn(from);
        await this.reply(message, from, 'opt-in-confirmation', writeKeywordReply(await language(), 'opt-in-confirmation'));
        return answered('opted in');
    }
    const routed = await this.router.route({ messageId: message.id, from, body: message.body, command, saidIn });
    if (routed.handled) {
      const callbackRequested = routed.callbackRequested === true;
      return { detail: `${command.kind} carried out`, requestId: routed.requestId, toInbox: callbackRequested || routed.alsoToInbox === true, callbackRequested };
    }
    if (command.kind === 'help') {
      // Unless it started a request by text (whose first question carries the help line), HELP gets the help line.
      await this.reply(message, from, 'help', writeKeywordReply(await language(), 'help', { supportPhone: this.config.supportPhone }));
      return answered('help sent');
    }
    if (command.kind === 'yes' && (await this.optOuts.optIn(from))) {
      await this.reply(message, from, 'opt-in-confirmation', writeKeywordReply(await language(), 'opt-in-confirmation'));
      return answered('opted in');
    }
    return { detail: 'sent to the inbox', requestId: routed.requestId, toInbox: true };
  }

  private async reply(message: SmsMessage, to: string, template: string, body: string): Promise<void> {
    await this.outbox.answerOnce(message.id, (texts, idempotencyKey) => texts.stage({ to, body, template, idempotencyKey }));
  }
}
