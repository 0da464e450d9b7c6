import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoView } from '../../src/contracts/provider-views';
import { MAX_PHOTO_BYTES } from '../../src/domain/job-photos';
import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { JobPhoto } from '../../src/modules/on-site/entities/job-photo.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { aPhoto, aPhotoWithGpsExif, aPngClaiming } from '../support/photos';
import { providerStep, uploadPhoto } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';

const MINUTE = 60_000;

describe('Photos at the car: POST /api/jobs/:jobId/photos and who may see them', () => {
  const clock = new ManualClock(new Date('2026-11-25T18:00:00Z'));
  const t = useTestApp({ clock });
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id, { refresh: true });
  /** The path of a signed link, as the app serves it. */
  const pathOf = (url: string) => new URL(url).pathname;

  /** A tow with its provider at the car, the truck's last fix on record. */
  async function aJobAtTheCar() {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    const { providerJobId: jobId, trackingId } = assigned.body as { providerJobId: string; trackingId: string };
    expect((await providerStep(t, jobId, 'start_job')).status).toBe(200);
    const em = t.em();
    await em.upsert(ProviderPosition, new ProviderPosition(em.getReference(CustomerRequest, paid.id), 32.7769, -96.7968, clock.now()));
    expect((await providerStep(t, jobId, 'mark_arrived')).status).toBe(200);
    return { id: paid.id, jobId, trackingId };
  }

  it('keeps a phone photo without its EXIF (no GPS, no camera, no owner), upright and within 1600 px, stamped with the server time and the truck position', async () => {
    const job = await aJobAtTheCar();
    const upload = await aPhotoWithGpsExif();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    expect(upload.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const response = await uploadPhoto(t, job.jobId, 'pickup', upload);
    expect(response.status).toBe(201);
    const photo = response.body as PhotoView;
    expect(photo).toMatchObject({ stage: 'pickup', takenAt: '2026-11-25T18:00:00.000Z', lat: 32.7769, lng: -96.7968, width: 64, height: 48 });

    const served = await t.http().get(pathOf(photo.url)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const bytes = served.body as Buffer;
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const row = await t.em().findOneOrFail(JobPhoto, photo.id);
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(row.fileKey).toMatch(/^photos\/2026\/11\/[0-9a-f-]{36}\.jpg$/);
  });

  it('shrinks a large photo to fit 1600 px', async () => {
    const job = await aJobAtTheCar();
    const photo = (await uploadPhoto(t, job.jobId, 'pickup', await aPhoto(3200, 2400))).body as PhotoView;
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
  });

  it('refuses a file that is no photo, one over 5 MB, no stage, and photos before arrival', async () => {
    const job = await aJobAtTheCar();
    const text = await uploadPhoto(t, job.jobId, 'pickup', Buffer.from('GIF89a? no, just text pretending to be a picture'));
    expect([text.status, text.body.code, text.body.title]).toEqual([400, 'not_a_photo', 'Not a Photo']);
    const huge = await uploadPhoto(t, job.jobId, 'pickup', randomBytes(MAX_PHOTO_BYTES + 1));
    expect([huge.status, huge.body.code, huge.body.title]).toEqual([413, 'photo_too_large', 'Photo Too Large']);
    expect((await uploadPhoto(t, job.jobId, 'dashboard')).body.code).toBe('invalid_photo_stage');
    const json = await t.http().post(`/api/jobs/${job.jobId}/photos`).send({ stage: 'pickup' });
    expect(json.status).toBe(415);
    const cutOff = await t.http().post(`/api/jobs/${job.jobId}/photos`).set('Content-Type', 'multipart/form-data; boundary=cut').send('--cut\r\nContent-Disposition: form-data; name="stage"\r\n\r\npick');
    expect([cutOff.status, cutOff.body.code]).toEqual([400, 'malformed_body']);

    const early = await aPaidRequest(t.em(), { phone: '+12145550177' });
    const provider = await aProvider(t.em(), { name: 'Lee Park', phone: '+19725550191' });
    const assigned = await t.http().post(`/api/admin/requests/${early.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    expect((await uploadPhoto(t, assigned.body.providerJobId, 'pickup')).body.code).toBe('photos_not_now');
    expect(await t.em().count(JobPhoto, {})).toBe(0);
  });

  it('refuses an image of more than 40 megapixels (a 16,000 × 16,000 PNG) from its header, before decoding it', async () => {
    const job = await aJobAtTheCar();
    const bomb = aPngClaiming(16_000, 16_000);
    expect(bomb.length).toBeLessThan(4_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 16_000, height: 16_000 });

    const refused = await uploadPhoto(t, job.jobId, 'pickup', bomb);
    expect([refused.status, refused.body.code, refused.body.title]).toEqual([413, 'photo_too_many_pixels', 'Photo Too Large']);
    expect(refused.body.message).toBe('That image is larger than 40 megapixels. Take a photo with the camera, or choose a smaller image.');
    expect(await t.em().count(JobPhoto, {})).toBe(0);
    // Right at the limit is still a photo's size: judged as a photo (this one's body does not decode).
    expect((await uploadPhoto(t, job.jobId, 'pickup', aPngClaiming(8_000, 5_000))).body.code).toBe('not_a_photo');
  });

  it('waits for a pickup photo before a tow starts, and a completion photo before any job completes', async () => {
    const job = await aJobAtTheCar();
    const step = (action: string) => t.http().post(`/api/jobs/${job.jobId}/steps`).send({ action });
    expect((await step('start_service')).body).toMatchObject({ code: 'photo_required', title: 'Add a Photo First' });
    expect((await uploadPhoto(t, job.jobId, 'pickup')).status).toBe(201);
    expect((await step('start_service')).status).toBe(200);
    const refused = await step('complete_job');
    expect([refused.status, refused.body.message]).toEqual([409, 'Take at least one photo of the finished job before you complete it.']);
    expect((await uploadPhoto(t, job.jobId, 'completion')).status).toBe(201);
    expect((await step('complete_job')).status).toBe(200);
    expect((await reload(job.id)).status).toBe('completed');
  });

  it("shows the job's photos to its provider, its customer and the dispatchers, and to nobody else; links expire", async () => {
    const job = await aJobAtTheCar();
    const photo = (await uploadPhoto(t, job.jobId, 'pickup')).body as PhotoView;
    const ids = (body: PhotoView[]) => body.map((entry) => entry.id);
    expect(ids((await t.http().get(`/api/jobs/${job.jobId}/photos`).expect(200)).body)).toEqual([photo.id]);
    expect(ids((await t.http().get(`/api/track/${job.trackingId}/photos`).expect(200)).body)).toEqual([photo.id]);
    expect(ids((await t.http().get(`/api/admin/requests/${job.id}/photos`).set('Cookie', await t.adminCookie()).expect(200)).body)).toEqual([photo.id]);
    await t.http().get(`/api/admin/requests/${job.id}/photos`).expect(401);
    await t.http().get('/api/jobs/ZZZZZZZZZ/photos').expect(404);

    // An altered link, and the real one past its lifetime, open nothing.
    const path = pathOf(photo.url);
    const altered = path.replace(/.(\.[^.]+)$/, (_, tail: string) => `${tail === tail.toUpperCase() ? 'a' : 'A'}${tail}`);
    expect((await t.http().get(`${path}x`)).status).toBe(404);
    expect((await t.http().get(altered)).status).toBe(404);
    await t.http().get(path).expect(200);
    clock.advance(11 * MINUTE);
    const expired = await t.http().get(path).expect(404);
    expect(expired.body).toMatchObject({ code: 'file_link_expired' });
  });
});
