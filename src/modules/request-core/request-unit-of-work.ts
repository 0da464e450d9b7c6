import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SmsOutboxService, type OutboxBatch, type TextStager } from '../notifications';

/**
 * The one transaction a change to a request runs in: the request's rows, its activity entry and
 * its texts commit together, and the texts are handed to the send queue only after the commit.
 */
@Injectable()
export class RequestUnitOfWork {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
  ) {}

  async run<T>(work: (tx: EntityManager, texts: TextStager) => Promise<T>): Promise<T> {
    const batches: OutboxBatch[] = [];
    const result = await this.em.fork().transactional((tx) => {
      const batch = this.outbox.batch(tx);
      batches.push(batch);
      return work(tx, batch.texts);
    });
    for (const batch of batches) await batch.send();
    return result;
  }

  /** The retention rule's part of the texts: they go with the requests they are about. */
  forgetTextsOf(tx: EntityManager, requestIds: readonly string[]): Promise<void> {
    return this.outbox.forgetTextsOf(tx, requestIds);
  }
}
