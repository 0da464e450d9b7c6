import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { RequestRepository } from '../../src/modules/request-core';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';

export interface RacingWriter {
  /** Changes committed by the other writer so far. */
  readonly writes: number;
  stop(): void;
}

/**
 * Makes every state change of a request lose its race until stopped. The transition engine reads
 * the row inside its transaction and writes it back under the version it read; here another writer
 * commits a change to the same row, on another connection, between that read and that write, every
 * time, so each attempt finds a newer version and the engine gives up with `concurrent_change`.
 */
export function loseEveryRace(app: INestApplicationContext): RacingWriter {
  const repository = app.get(RequestRepository);
  const em = app.get(EntityManager);
  const read = repository.byId.bind(repository);
  let writes = 0;
  const spy = jest.spyOn(repository, 'byId').mockImplementation(async (id, tx) => {
    const found = await read(id, tx);
    // Only reads inside a transaction: those are the ones a versioned write follows.
    if (tx && found) {
      const other = em.fork();
      const row = await other.findOneOrFail(CustomerRequest, id);
      row.updatedAt = new Date(row.updatedAt.getTime() + 1);
      await other.flush();
      writes += 1;
    }
    return found;
  });
  return {
    get writes() {
      return writes;
    },
    stop: () => spy.mockRestore(),
  };
}
