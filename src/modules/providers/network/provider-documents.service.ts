import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { ProviderDocumentView } from '../../../contracts/network-views';
import type { DocumentKind } from '../../../domain/provider-applications';
import { FILE_STORE, type FileStore } from '../../../infra/files/file-store';
import { SignedFileUrls } from '../../../infra/files/signed-file-urls';
import { ProviderDocument } from '../entities/provider-document.entity';
import { normalizePhoto } from '../../../infra/files/photo-normalizer';
import { NetworkErrors } from './network-errors';

/** A document as sent: which it is, and its bytes. */
export interface DocumentUpload {
  kind: DocumentKind;
  field: string;
  body: Buffer;
}

/** A document kept in the file store, ready to be recorded. */
export interface StoredDocument {
  kind: DocumentKind;
  fileKey: string;
  contentType: string;
  sizeBytes: number;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Certificates and licence photos: a photo is kept as a metadata-free JPEG like the job's photos, a
 * PDF as sent once its bytes say it is one; anything else is refused. Shown to dispatchers only,
 * through short-lived links.
 */
@Injectable()
export class ProviderDocumentsService {
  private readonly logger = new Logger(ProviderDocumentsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly links: SignedFileUrls,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every upload checked first, then stored; nothing is stored when one of them is refused. */
  async store(uploads: readonly DocumentUpload[]): Promise<StoredDocument[]> {
    const prepared = await Promise.all(uploads.map(async (upload) => ({ upload, file: await prepare(upload.body) })));
    const refused = prepared.find(({ file }) => file === null);
    if (refused) throw NetworkErrors.notADocument(refused.upload.field);
    const month = this.clock.now().toISOString().slice(0, 7).replace('-', '/');
    const stored: StoredDocument[] = [];
    try {
      for (const { upload, file } of prepared) {
        const fileKey = `documents/${month}/${randomUUID()}.${file!.extension}`;
        await this.files.put(fileKey, file!.body, file!.contentType);
        stored.push({ kind: upload.kind, fileKey, contentType: file!.contentType, sizeBytes: file!.body.length });
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /** Files of a change that was refused after they were stored. */
  async discard(documents: readonly StoredDocument[]): Promise<void> {
    for (const document of documents) {
      await this.files.delete(document.fileKey).catch((error: Error) => this.logger.warn(`A refused document's file was left behind: ${error.message}`));
    }
  }

  /** Which of these stored files are an application's or a provider's documents. */
  async heldFileKeys(keys: readonly string[]): Promise<Set<string>> {
    const documents = await this.em.fork().find(ProviderDocument, { fileKey: { $in: [...keys] } }, { fields: ['fileKey'] });
    return new Set(documents.map((document) => document.fileKey));
  }

  async viewsOf(owner: { application: string } | { provider: string }): Promise<ProviderDocumentView[]> {
    const documents = await this.em.fork().find(ProviderDocument, owner, { orderBy: { uploadedAt: 'asc', kind: 'asc', id: 'asc' } });
    const now = this.clock.now();
    return documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      contentType: document.contentType,
      uploadedAt: document.uploadedAt.toISOString(),
      url: this.links.url(this.config.publicUrl, document.fileKey, now),
    }));
  }
}

async function prepare(body: Buffer): Promise<{ body: Buffer; contentType: string; extension: string } | null> {
  if (body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { body, contentType: 'application/pdf', extension: 'pdf' };
  const photo = await normalizePhoto(body);
  return photo ? { body: photo.body, contentType: 'image/jpeg', extension: 'jpg' } : null;
}
