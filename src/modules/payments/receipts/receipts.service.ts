import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { ReceiptView } from '../../../contracts/receipt-views';
import type { Language } from '../../../domain/language';
import { receiptDeletionCutoff } from '../../../domain/receipt';
import { isCapabilityCode } from '../../../domain/tracking-codes';
import { FILE_STORE, type FileStore } from '../../../infra/files/file-store';
import { SignedFileUrls } from '../../../infra/files/signed-file-urls';
import { LookupRateLimiter } from '../../request-core';
import { Receipt } from '../entities/receipt.entity';
import { ReceiptErrors } from './receipt-errors';
import { renderReceiptPdf } from './receipt-pdf';
import { toReceiptView } from './receipt-view.mapper';

export interface ReceiptPdf {
  filename: string;
  body: Buffer;
}

/** A receipt opened by the code in its texted link: as the page shows it, or as a PDF file. */
@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: LookupRateLimiter,
    private readonly links: SignedFileUrls,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(code: string, address: string): Promise<ReceiptView> {
    return this.viewOf(await this.byCode(code, address), code);
  }

  /** In the language asked for, else the one the receipt was issued in. */
  async pdf(code: string, address: string, language: Language | undefined): Promise<ReceiptPdf> {
    const receipt = await this.byCode(code, address);
    return this.render(receipt, code, language ?? receipt.language);
  }

  private async render(receipt: Receipt, code: string, language: Language): Promise<ReceiptPdf> {
    const view = this.viewOf(receipt, code);
    const photos = await Promise.all(
      receipt.lines.photos.map((photo) =>
        this.store.get(photo.fileKey).then(
          (file) => file?.body ?? null,
          (error: Error) => {
            this.logger.warn(`A receipt photo could not be read for its PDF: ${error.message}`);
            return null;
          },
        ),
      ),
    );
    return { filename: `receipt-${view.number}.pdf`, body: await renderReceiptPdf(view, language, photos) };
  }

  /** A request's receipt as a PDF in the language it was issued in, for a dispute's evidence; null when it has none. */
  async pdfOfRequest(requestId: string): Promise<ReceiptPdf | null> {
    const receipt = await this.em.fork().findOne(Receipt, { request: requestId });
    return receipt ? this.render(receipt, '', receipt.language) : null;
  }

  /** Which of these stored files a receipt shows: its job's photos, kept after the job itself is deleted. */
  async heldFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: Array<{ key: string }> = await this.em.fork().execute(
      `select distinct photo->>'fileKey' as key from receipts, jsonb_array_elements(coalesce(lines->'photos', '[]'::jsonb)) as photo
       where photo->>'fileKey' in (?)`,
      [[...keys]],
    );
    return new Set(rows.map((row) => row.key));
  }

  /** The retention rule's part: receipts a month past their expiry go. */
  async deleteLongExpired(): Promise<number> {
    return this.em.fork().nativeDelete(Receipt, { expiresAt: { $lt: receiptDeletionCutoff(this.clock.now()) } });
  }

  /** Counted against the address's guessing budget like every capability; an expired receipt says so. */
  private byCode(code: string, address: string): Promise<Receipt> {
    return this.limiter.guard('receipt', address, async () => {
      const receipt = isCapabilityCode(code) ? await this.em.fork().findOne(Receipt, { codeDigest: capabilityDigest(code) }) : null;
      if (!receipt) throw ReceiptErrors.notFound();
      if (this.clock.now() >= receipt.expiresAt) throw ReceiptErrors.expired();
      return receipt;
    });
  }

  private viewOf(receipt: Receipt, code: string): ReceiptView {
    const now = this.clock.now();
    return toReceiptView(receipt, code, this.config.supportPhone, (photo) => this.links.url(this.config.publicUrl, photo.fileKey, now));
  }
}
