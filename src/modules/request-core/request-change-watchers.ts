import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { RequestStatus } from '../../domain/request-status';
import type { CustomerRequest } from './entities/customer-request.entity';

/**
 * A module that must act on every change of a request without the engine knowing it: business
 * accounts stage their webhooks and charges here. `fromStatus` is null for a new request.
 */
export interface RequestChangeWatcher {
  /** In the change's own transaction: what it writes commits with the change, or not at all. */
  staged(tx: EntityManager, request: CustomerRequest, fromStatus: RequestStatus | null): Promise<void>;
  /** Once the change has committed: hands staged work on (to a queue). A failure is logged, and left to the watcher's own sweep. */
  committed?(request: CustomerRequest, fromStatus: RequestStatus | null): Promise<void>;
}

/** The watchers registered at start, called by the transition engine in order. */
@Injectable()
export class RequestChangeWatchers {
  private readonly logger = new Logger(RequestChangeWatchers.name);
  private readonly watchers: RequestChangeWatcher[] = [];

  add(watcher: RequestChangeWatcher): void {
    this.watchers.push(watcher);
  }

  async staged(tx: EntityManager, request: CustomerRequest, fromStatus: RequestStatus | null): Promise<void> {
    for (const watcher of this.watchers) await watcher.staged(tx, request, fromStatus);
  }

  async committed(request: CustomerRequest, fromStatus: RequestStatus | null): Promise<void> {
    for (const watcher of this.watchers) {
      await watcher.committed?.(request, fromStatus).catch((error: Error) => this.logger.error(`After a change of ${request.id}: ${error.message}`));
    }
  }
}
