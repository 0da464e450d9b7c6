import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { RequestRecord } from '../../../domain/request-record';
import type { TextStager } from '../../notifications';
import { writeTemplate, type RequestTemplateName } from './request-templates';

export type Recipient = 'customer' | 'provider';

/** A text about a request to one of its parties, written from its template when it is staged. */
export interface RequestText {
  template: RequestTemplateName;
  to: Recipient;
  request: RequestRecord;
  idempotencyKey: string;
  /** Instead of the recipient's own language, e.g. Spanish for an answer to ESTADO. */
  language?: Language;
}

/** The outbox's stager of a request's unit of work, which also stages texts about the request by template. */
export interface RequestTextStager extends TextStager {
  stageTemplate(text: RequestText): void;
}

/** Writes the texts of a request's lifecycle from their templates, to the customer or the provider, and stages them in the outbox. */
@Injectable()
export class RequestTexts {
  private readonly logger = new Logger(RequestTexts.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  stage(texts: TextStager, text: RequestText): void {
    // Each text in its recipient's language as it stands when the text is staged.
    const recipient = text.to === 'customer' ? text.request : text.request.provider;
    const body = writeTemplate(text.template, text.language ?? recipient?.language ?? DEFAULT_LANGUAGE, {
      request: text.request,
      publicUrl: this.config.publicUrl,
      supportPhone: this.config.supportPhone,
    });
    const phone = recipient?.phone;
    if (body === null || !phone) {
      this.logger.warn(`Not texting ${text.template} to the ${text.to} of ${text.request.id}: no link or no number`);
      return;
    }
    texts.stage({ to: phone, body, template: text.template, idempotencyKey: text.idempotencyKey, requestId: text.request.id });
  }

  stager(texts: TextStager): RequestTextStager {
    return { stage: (text) => texts.stage(text), stageTemplate: (text) => this.stage(texts, text) };
  }
}
