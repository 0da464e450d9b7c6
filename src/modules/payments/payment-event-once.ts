import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { SmsOutboxService, TextStager } from '../notifications';
import { PaymentEvent } from './entities/payment-event.entity';

/**
 * Runs a payment event's effect with the event recorded by its id in the same transaction (texts
 * staged with it), so a replay or a concurrent duplicate changes nothing twice. Null when it was seen before.
 */
export async function onceForEvent<T>(
  outbox: SmsOutboxService,
  event: { id: string; type: string; at: Date },
  work: (tx: EntityManager, texts: TextStager) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await outbox.transaction(async (tx, texts) => {
      if (await tx.findOne(PaymentEvent, { id: event.id })) return null;
      tx.create(PaymentEvent, { id: event.id, type: event.type, request: null, createdAt: event.at });
      return work(tx, texts);
    });
  } catch (error) {
    // The same event, delivered concurrently, committed first.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return null;
  }
}
