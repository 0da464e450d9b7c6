import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { PhotoView } from '../../../contracts/provider-views';
import { PHOTO_STAGES, type PhotoStage } from '../../../domain/job-photos';
import type { ReceiptPhoto } from '../../../domain/receipt';
import type { RequestRecord } from '../../../domain/request-record';
import { FILE_STORE, type FileStore } from '../../../infra/files/file-store';
import { SignedFileUrls } from '../../../infra/files/signed-file-urls';
import { RequestLookupService, RequestTransitionsService } from '../../request-core';
import { OnSiteErrors } from '../on-site-errors';
import { JobPhoto } from '../entities/job-photo.entity';
import { normalizePhoto } from '../../../infra/files/photo-normalizer';

/** Photos are taken at the car: from arrival until the job is done. */
const PHOTO_STATUSES = new Set(['arrived', 'in_progress']);

/**
 * The provider's photos of the job: each checked by its bytes, stripped of its metadata, stamped
 * with the server's time and the provider's last position, kept in the file store, and shown to the
 * job's customer, its provider and the dispatchers through short-lived links only.
 */
@Injectable()
export class JobPhotosService {
  private readonly logger = new Logger(JobPhotosService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly lookup: RequestLookupService,
    private readonly transitions: RequestTransitionsService,
    private readonly links: SignedFileUrls,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async add(jobId: string, address: string, stage: PhotoStage, upload: Buffer | undefined): Promise<PhotoView> {
    const job = await this.lookup.forProvider(jobId, address);
    refuseUnlessAtTheCar(job);
    const normalized = upload ? await normalizePhoto(upload) : null;
    if (!normalized) throw OnSiteErrors.notAPhoto();

    const now = this.clock.now();
    const fileKey = `photos/${now.toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}.jpg`;
    await this.store.put(fileKey, normalized.body, 'image/jpeg');
    const { result: photo } = await this.transitions
      .changeFor(job.id, {
        actor: 'provider',
        check: (current) => {
          if (current.providerJobId !== jobId) throw OnSiteErrors.jobWithdrawn();
          refuseUnlessAtTheCar(current);
        },
        alsoWrite: async (tx) =>
          tx.create(JobPhoto, {
            request: job.id,
            stage,
            fileKey,
            contentType: 'image/jpeg',
            sizeBytes: normalized.body.length,
            sha256: createHash('sha256').update(normalized.body).digest('hex'),
            width: normalized.width,
            height: normalized.height,
            takenAt: now,
            lat: job.position?.lat ?? null,
            lng: job.position?.lng ?? null,
          }),
        activity: () => `Provider added a ${stage} photo`,
      })
      .catch(async (error: unknown) => {
        await this.store.delete(fileKey).catch((cleanup: Error) => this.logger.warn(`Photo file of a refused upload left behind: ${cleanup.message}`));
        throw error;
      });
    return this.view(photo);
  }

  async forProvider(jobId: string, address: string): Promise<PhotoView[]> {
    return this.viewsOf((await this.lookup.forProvider(jobId, address)).id);
  }

  async forCustomer(trackingId: string, address: string): Promise<PhotoView[]> {
    return this.viewsOf((await this.lookup.forCustomer(trackingId, address)).id);
  }

  async viewsOf(requestId: string): Promise<PhotoView[]> {
    const photos = await this.em.fork().find(JobPhoto, { request: requestId }, { orderBy: { takenAt: 'asc', id: 'asc' } });
    return photos.map((photo) => this.view(photo));
  }

  /** Whether a photo is one of this job's, read in the caller's transaction. */
  async isPhotoOf(photoId: string, requestId: string, em: EntityManager): Promise<boolean> {
    return (await em.count(JobPhoto, { id: photoId, request: requestId })) > 0;
  }

  /** The views of the photos with these ids, by id. */
  async viewsByIds(ids: readonly string[]): Promise<Map<string, PhotoView>> {
    if (ids.length === 0) return new Map();
    const photos = await this.em.fork().find(JobPhoto, { id: { $in: [...ids] } });
    return new Map(photos.map((photo) => [photo.id, this.view(photo)]));
  }

  /** The job's photos as its receipt keeps them: the stored files, read in the caller's transaction. */
  async receiptPhotosOf(requestId: string, em: EntityManager): Promise<ReceiptPhoto[]> {
    const photos = await em.find(JobPhoto, { request: requestId }, { orderBy: { takenAt: 'asc', id: 'asc' } });
    return photos.map((photo) => ({ fileKey: photo.fileKey, stage: photo.stage, takenAt: photo.takenAt.toISOString() }));
  }

  /** Which of these stored files are photos of a job. */
  async heldFileKeys(keys: readonly string[]): Promise<Set<string>> {
    const photos = await this.em.fork().find(JobPhoto, { fileKey: { $in: [...keys] } }, { fields: ['fileKey'] });
    return new Set(photos.map((photo) => photo.fileKey));
  }

  /** The id of the job's newest photo of `stage` taken at or after `since`, read in the caller's transaction. */
  async newestOf(requestId: string, stage: PhotoStage, since: Date, em: EntityManager): Promise<string | null> {
    const photo = await em.findOne(JobPhoto, { request: requestId, stage, takenAt: { $gte: since } }, { orderBy: { takenAt: 'desc' }, fields: ['id'] });
    return photo?.id ?? null;
  }

  /** How many photos of each stage a job has, read in the caller's transaction. */
  async countsOf(requestId: string, em: EntityManager): Promise<Record<PhotoStage, number>> {
    const rows: Array<{ stage: PhotoStage; count: number }> = await em.execute(
      'select stage, count(*)::int as count from job_photos where request_id = ? group by stage',
      [requestId],
    );
    const counts = Object.fromEntries(PHOTO_STAGES.map((stage) => [stage, 0])) as Record<PhotoStage, number>;
    for (const row of rows) counts[row.stage] = row.count;
    return counts;
  }

  private view(photo: JobPhoto): PhotoView {
    return {
      id: photo.id,
      stage: photo.stage,
      url: this.links.url(this.config.publicUrl, photo.fileKey, this.clock.now()),
      takenAt: photo.takenAt.toISOString(),
      lat: photo.lat,
      lng: photo.lng,
      width: photo.width,
      height: photo.height,
    };
  }
}

function refuseUnlessAtTheCar(job: RequestRecord): void {
  if (!PHOTO_STATUSES.has(job.status)) throw OnSiteErrors.photosNotNow();
}
