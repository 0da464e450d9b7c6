import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Provider } from './entities/provider.entity';
import { ProviderDrop } from './entities/provider-drop.entity';
import { ProviderPosition } from './entities/provider-position.entity';

/** Reads and writes other modules make of providers' rows inside their own unit of work (a job's change, an offer's answer). */
export const ProviderRows = {
  /** The roster entry keeps when the provider accepted the service agreement. */
  async recordAgreement(tx: EntityManager, providerId: string, at: Date): Promise<void> {
    await tx.nativeUpdate(Provider, { id: providerId }, { agreementAcceptedAt: at });
  },

  /** A dropped job, for the provider's scorecard. */
  recordDrop(tx: EntityManager, drop: Omit<ProviderDrop, 'id'>): void {
    tx.create(ProviderDrop, drop);
  },

  /** Locks the roster row and reads it afresh, so two jobs started or taken at once by one provider see each other. */
  lock(tx: EntityManager, providerId: string): Promise<Provider> {
    return tx.findOneOrFail(Provider, providerId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  },

  byIds(em: EntityManager, ids: readonly string[]): Promise<Provider[]> {
    return em.find(Provider, { id: { $in: [...ids] } });
  },

  byPhone(em: EntityManager, phone: string): Promise<Provider | null> {
    return em.findOne(Provider, { phone });
  },

  /** Active providers on duty, by name, for the fleet map. */
  onDuty(em: EntityManager): Promise<Provider[]> {
    return em.find(Provider, { active: true, onDuty: true }, { orderBy: { name: 'asc', id: 'asc' } });
  },

  /** The whole roster by name, for ranking candidates. */
  roster(em: EntityManager): Promise<Provider[]> {
    return em.find(Provider, {}, { orderBy: { name: 'asc' } });
  },

  /** A job taken from its provider forgets where their truck was on it. */
  forgetPositionsOf(em: EntityManager, requestId: string): Promise<number> {
    return em.nativeDelete(ProviderPosition, { request: requestId });
  },
};
