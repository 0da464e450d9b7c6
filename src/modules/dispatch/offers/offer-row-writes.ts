import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Offer } from '../entities/offer.entity';

/** A rival write to the row has closed the offer by the second read, so a third attempt is rare. */
const ATTEMPTS = 3;

/**
 * One offer's change, written with the offer's own version in a transaction of its own (with the log
 * entry it adds), and taking no request version: a paired run showed declines and expiries written
 * with the request's version waiting on and retrying against the request's other writes
 * (docs/performance.md, 'Offers and the request version'). When a rival write to the row wins,
 * `work` runs again on the row as the rival left it.
 */
export async function writeOfferRow<T>(em: EntityManager, offerId: string, work: (tx: EntityManager, offer: Offer) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.fork().transactional(async (tx) => work(tx, await tx.findOneOrFail(Offer, offerId, { populate: ['provider'] })));
    } catch (error) {
      if (!(error instanceof OptimisticLockError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
