import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PhotoView } from '../../../src/contracts/provider-views';
import type { PhotoStage } from '../../../src/domain/job-photos';

/** A small real JPEG of a car, as a phone's camera would hand the page one. */
export const CAR_PHOTO = { name: 'car.jpg', mimeType: 'image/jpeg', buffer: readFileSync(path.join(__dirname, '../fixtures/car.jpg')) };

/** The job page's camera buttons, by the names the provider hears. */
export type CameraButtonName = 'Take Pickup Photos' | 'Take Completion Photos';

/** The camera: the file input the button stands for, named by it. */
export const cameraInput = (provider: Page, name: CameraButtonName) => provider.getByLabel(name, { exact: true });

/** Thumbnails of the job's photos on the job page. */
export const jobPhotoThumbnails = (provider: Page) => provider.getByRole('region', { name: 'Photos' }).getByRole('img', { name: / taken at / });

/** Takes photos with the job page's camera button, and waits until each shows among the job's photos. */
export async function takePhotosOnPage(provider: Page, button: CameraButtonName, photos = [CAR_PHOTO]): Promise<void> {
  const before = await jobPhotoThumbnails(provider).count();
  await cameraInput(provider, button).setInputFiles(photos);
  await expect(jobPhotoThumbnails(provider)).toHaveCount(before + photos.length);
}

/** A photo sent as the job page sends one (multipart, fields stage and photo), for a test not about the page. */
export async function uploadPhotoThroughApi(request: APIRequestContext, jobId: string, stage: PhotoStage): Promise<PhotoView> {
  const response = await request.post(`/api/jobs/${jobId}/photos`, { multipart: { stage, photo: CAR_PHOTO } });
  expect(response.status(), `a ${stage} photo for job ${jobId}`).toBe(201);
  return (await response.json()) as PhotoView;
}

/** Sends a photo of the stage unless the job has one already (taken on the page by the test, say). */
export async function ensurePhotoThroughApi(request: APIRequestContext, jobId: string, stage: PhotoStage): Promise<void> {
  const listed = await request.get(`/api/jobs/${jobId}/photos`);
  expect(listed.status()).toBe(200);
  const photos = (await listed.json()) as PhotoView[];
  if (!photos.some((photo) => photo.stage === stage)) await uploadPhotoThroughApi(request, jobId, stage);
}
