import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { mkdtempSync } from 'node:fs';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS_TIME_ZONE } from '../../src/domain/business-time';
import type { ReceiptLines } from '../../src/domain/receipt';
import { FILE_STORE, type FileStore } from '../../src/infra/files/file-store';
import { QUEUES } from '../../src/infra/queue/queue-catalogue';
import { JobPhoto } from '../../src/modules/on-site/entities/job-photo.entity';
import { ProviderDocument } from '../../src/modules/providers/entities/provider-document.entity';
import { Receipt } from '../../src/modules/payments/entities/receipt.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { OrphanFileSweepService } from '../../src/modules/requests/orphan-file-sweep.service';
import { aProvider, aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const HOUR = 3_600_000;

describe(OrphanFileSweepService.name, () => {
  // A folder of this spec's own, so files other specs left behind are not counted.
  const filesDir = mkdtempSync(join(tmpdir(), 'roadside-sweep-'));
  const start = new Date();
  const t = useTestApp({ worker: true, clock: new ManualClock(start), env: { FILES_DIR: filesDir } });
  afterAll(() => rm(filesDir, { recursive: true, force: true }));
  beforeEach(async () => {
    for (const entry of await readdir(filesDir)) await rm(join(filesDir, entry), { recursive: true, force: true });
  });

  const store = () => t.app.get<FileStore>(FILE_STORE);
  const sweep = () => t.app.get(OrphanFileSweepService).sweep();
  const pathOf = (key: string) => join(filesDir, ...key.split('/'));
  /** A stored file, last written `hoursAgo` before the test's start. */
  async function aFile(key: string, hoursAgo: number): Promise<string> {
    await store().put(key, Buffer.from(key), 'image/jpeg');
    const writtenAt = new Date(start.getTime() - hoursAgo * HOUR);
    await utimes(pathOf(key), writtenAt, writtenAt);
    return key;
  }
  const isStored = async (key: string) => (await store().get(key)) !== null;

  async function aPhotoRowFor(fileKey: string): Promise<void> {
    const request = await aRequest(t.em(), { status: 'in_progress' });
    const em = t.em();
    em.create(JobPhoto, {
      request: em.getReference(CustomerRequest, request.id),
      stage: 'pickup',
      fileKey,
      contentType: 'image/jpeg',
      sizeBytes: 1,
      sha256: '0'.repeat(64),
      width: 1,
      height: 1,
      takenAt: start,
      lat: null,
      lng: null,
    });
    await em.flush();
  }

  it('deletes a file no record names once it is a day old, and keeps a younger one', async () => {
    const cut = await aFile('photos/2026/11/cut-by-a-crash.jpg', 25);
    const onItsWay = await aFile('photos/2026/11/on-its-way.jpg', 23);
    const cutDocument = await aFile('documents/2026/11/cut.pdf', 48);

    expect(await sweep()).toEqual({ outcome: 'done', detail: 'deleted 2 file(s) and 0 leftover(s)' });
    expect([await isStored(cut), await isStored(onItsWay), await isStored(cutDocument)]).toEqual([false, true, false]);
    // The content type beside a deleted file goes with it.
    expect(await readdir(join(filesDir, 'photos', '2026', '11'))).toEqual(expect.not.arrayContaining(['.cut-by-a-crash.jpg.type']));
  });

  it("never deletes a job's photo, a provider's document, or a photo a receipt still shows", async () => {
    const photo = await aFile('photos/2026/09/on-a-job.jpg', 24 * 60);
    await aPhotoRowFor(photo);
    const document = await aFile('documents/2026/01/licence.jpg', 24 * 300);
    const provider = await aProvider(t.em());
    const em = t.em();
    em.create(ProviderDocument, { provider, kind: 'licence_photo', fileKey: document, contentType: 'image/jpeg', sizeBytes: 1, uploadedAt: start });
    // The job was deleted two months after completion; its receipt still answers for a month more.
    const onReceipt = await aFile('photos/2026/08/on-a-receipt.jpg', 24 * 80);
    em.create(Receipt, {
      codeDigest: 'f'.repeat(64),
      language: 'en',
      lines: { photos: [{ fileKey: onReceipt, stage: 'completion', takenAt: start.toISOString() }] } as unknown as ReceiptLines,
      issuedAt: start,
      expiresAt: new Date(start.getTime() + 24 * HOUR),
    });
    await em.flush();
    const orphan = await aFile('photos/2026/08/orphan.jpg', 24 * 80);

    expect(await sweep()).toEqual({ outcome: 'done', detail: 'deleted 1 file(s) and 0 leftover(s)' });
    expect([await isStored(photo), await isStored(document), await isStored(onReceipt), await isStored(orphan)]).toEqual([true, true, true, false]);
  });

  it('keeps files of kinds it was not told about, and names no key can have', async () => {
    const other = await aFile('exports/2026/11/report.csv', 24 * 30);
    await aFile('photos/2026/11/fresh.jpg', 0);
    const byHand = join(filesDir, 'photos', '2026', '11', 'copied by hand.jpg');
    await writeFile(byHand, 'x');
    await utimes(byHand, new Date(start.getTime() - 48 * HOUR), new Date(start.getTime() - 48 * HOUR));

    expect(await sweep()).toEqual({ outcome: 'skipped', reason: 'no file without a record older than a day' });
    expect(await isStored(other)).toBe(true);
    expect(await readdir(join(filesDir, 'photos', '2026', '11'))).toContain('copied by hand.jpg');
  });

  it('removes what a write cut short left behind a day ago', async () => {
    await aFile('photos/2026/11/whole.jpg', 0);
    const folder = join(filesDir, 'photos', '2026', '11');
    await writeFile(join(folder, '.cut.jpg.0123456789ab.tmp'), 'half a photo');
    await writeFile(join(folder, '.cut.jpg.type'), 'image/jpeg');
    for (const name of ['.cut.jpg.0123456789ab.tmp', '.cut.jpg.type']) await utimes(join(folder, name), new Date(start.getTime() - 25 * HOUR), new Date(start.getTime() - 25 * HOUR));

    expect(await sweep()).toEqual({ outcome: 'done', detail: 'deleted 0 file(s) and 2 leftover(s)' });
    expect((await readdir(folder)).sort()).toEqual(['.whole.jpg.type', 'whole.jpg']);
  });

  it('goes by the clock: a file just written is swept once the clock is a day on', async () => {
    const fresh = await aFile('photos/2026/11/fresh.jpg', 0);
    expect(await sweep()).toEqual({ outcome: 'skipped', reason: 'no file without a record older than a day' });
    t.clock.advance(24 * HOUR + 1_000);
    expect(await sweep()).toMatchObject({ outcome: 'done' });
    expect(await isStored(fresh)).toBe(false);
  });

  it('runs each night on the maintenance queue', async () => {
    const schedulers = await t.app.get<Queue>(getQueueToken(QUEUES.maintenance)).getJobSchedulers();
    expect(schedulers.filter((scheduler) => scheduler.key === 'sweep-orphan-files').map(({ name, pattern, tz }) => ({ name, pattern, tz }))).toEqual([
      { name: 'sweep-orphan-files', pattern: '30 3 * * *', tz: BUSINESS_TIME_ZONE },
    ]);
  });
});
