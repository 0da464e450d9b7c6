import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RequestRecord } from '../../domain/request-record';
import type { TextStager } from '../notifications';

/** Work written in the same transaction as a job's completion, with texts staged alongside its own. */
export type JobCompletionHook = (tx: EntityManager, completed: RequestRecord, texts: TextStager) => Promise<void>;

/**
 * What other modules write when a job is completed (the payments module's receipt), added by them:
 * they depend on dispatch, so dispatch cannot call them, yet their rows must commit with the job's.
 */
@Injectable()
export class JobCompletionHooks {
  private readonly hooks: JobCompletionHook[] = [];

  add(hook: JobCompletionHook): void {
    this.hooks.push(hook);
  }

  async run(tx: EntityManager, completed: RequestRecord, texts: TextStager): Promise<void> {
    for (const hook of this.hooks) await hook(tx, completed, texts);
  }
}
