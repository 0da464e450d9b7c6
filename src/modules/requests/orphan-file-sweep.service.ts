import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store';
import type { JobResult } from '../../infra/queue/queue-catalogue';
import { JobPhotosService } from '../on-site';
import { ProviderDocumentsService } from '../providers';
import { ReceiptsService } from '../payments';

/** A file is written a moment before the record that names it: younger than this, it may still be on its way. */
export const ORPHAN_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/** The kinds of files the sweep looks at; a file of any other kind is kept until its records are asked about here. */
const SWEPT_PREFIXES = ['photos/', 'documents/'];

/**
 * Deletes stored files that no record names a day after they were written: an upload cut short by a
 * crash between the file and its row, or the photos of a job deleted once its receipt is gone too.
 * Every record that keeps a file key is asked about every file before one is deleted.
 */
@Injectable()
export class OrphanFileSweepService {
  private readonly logger = new Logger(OrphanFileSweepService.name);
  private readonly holders: ReadonlyArray<(keys: readonly string[]) => Promise<Set<string>>>;

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    photos: JobPhotosService,
    documents: ProviderDocumentsService,
    receipts: ReceiptsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.holders = [(keys) => photos.heldFileKeys(keys), (keys) => documents.heldFileKeys(keys), (keys) => receipts.heldFileKeys(keys)];
  }

  async sweep(): Promise<JobResult> {
    const writtenBefore = new Date(this.clock.now().getTime() - ORPHAN_FILE_AGE_MS);
    let files = 0;
    for (const prefix of SWEPT_PREFIXES) {
      for await (const keys of this.store.listKeys(prefix, writtenBefore)) {
        const held = await this.heldOf(keys);
        for (const key of keys.filter((candidate) => !held.has(candidate))) {
          await this.store.delete(key);
          files++;
        }
      }
    }
    const leftovers = await this.store.removeLeftovers(writtenBefore);
    if (files === 0 && leftovers === 0) return { outcome: 'skipped', reason: 'no file without a record older than a day' };
    this.logger.log(`Deleted ${files} stored file(s) no record names and ${leftovers} leftover(s) of cut writes, all written before ${writtenBefore.toISOString()}`);
    return { outcome: 'done', detail: `deleted ${files} file(s) and ${leftovers} leftover(s)` };
  }

  private async heldOf(keys: readonly string[]): Promise<Set<string>> {
    const held = await Promise.all(this.holders.map((holder) => holder(keys)));
    return new Set(held.flatMap((set) => [...set]));
  }
}
