import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SmsOutboxService } from '../notifications';
import { RequestTexts, type RequestTextStager } from './texts/request-texts';

/**
 * The one transaction a change to a request runs in: the request's rows, its activity entry and
 * its texts commit together, and the texts are handed to the send queue only after the commit.
 */
@Injectable()
export class RequestUnitOfWork {
  constructor(
    private readonly outbox: SmsOutboxService,
    private readonly requestTexts: RequestTexts,
  ) {}

  run<T>(work: (tx: EntityManager, texts: RequestTextStager) => Promise<T>): Promise<T> {
    return this.outbox.transaction((tx, texts) => work(tx, this.requestTexts.stager(texts)));
  }

  /** The retention rule's part of the texts: they go with the requests they are about. */
  forgetTextsOf(tx: EntityManager, requestIds: readonly string[]): Promise<void> {
    return this.outbox.forgetTextsOf(tx, requestIds);
  }
}
