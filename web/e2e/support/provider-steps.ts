import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import type { PhotoStage } from '../../../src/domain/job-photos';
import type { ProviderStepAction } from '../../../src/domain/provider-job';
import { e2eServerEnv } from './env';
import { ensurePhotoThroughApi, uploadPhotoThroughApi } from './photos';

/** The customer's arrival code as stored, for a test with no tracking page open to read it from. */
export async function storedArrivalCode(jobId: string): Promise<string> {
  const db = new pg.Client({ connectionString: e2eServerEnv.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ arrival_code: string | null }>('select arrival_code from customer_requests where provider_job_id = $1', [jobId]);
    expect(rows[0]?.arrival_code, `the arrival code of job ${jobId}`).toMatch(/^\d{4}$/);
    return rows[0].arrival_code!;
  } finally {
    await db.end();
  }
}

/** The code as the customer reads it out: the 'Arrival Code' panel of their tracking page, digit by digit. */
export async function arrivalCodeOnTrackingPage(customer: Page): Promise<string> {
  const spoken = customer.getByRole('region', { name: 'Arrival Code' }).getByText(/^\d \d \d \d$/);
  await expect(spoken).toHaveCount(1);
  return (await spoken.textContent())!.replaceAll(' ', '');
}

/** The Arrived dialog on the provider's job page. */
export const arrivalCodeDialog = (provider: Page) => provider.getByRole('dialog', { name: 'Enter the Arrival Code' });

/** Types the customer's code into the open Arrived dialog and confirms it. */
export async function enterArrivalCode(provider: Page, code: string): Promise<void> {
  const dialog = arrivalCodeDialog(provider);
  await dialog.getByRole('textbox', { name: 'Arrival code from the customer' }).fill(code);
  await dialog.getByRole('button', { name: 'Confirm Arrival' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The photo each step waits for: the towed vehicle at pickup, and every job once it is done. */
const PHOTO_BEFORE: Partial<Record<string, PhotoStage>> = { 'Start Service': 'pickup', 'Complete Job': 'completion' };

/**
 * Presses the provider's next-step button. Arrived asks for the customer's code: the one given (read
 * from the customer's page), else the stored one. A step that waits for a photo gets one through the
 * API unless the test took it on the page; the last step, which cannot be undone, is confirmed.
 */
export async function takeProviderStep(provider: Page, step: string, arrivalCode?: string): Promise<void> {
  const jobId = new URL(provider.url()).pathname.split('/').at(-1)!;
  const photo = PHOTO_BEFORE[step];
  if (photo) await ensurePhotoThroughApi(provider.request, jobId, photo);
  await provider.getByRole('button', { name: step, exact: true }).click();
  if (step === 'Arrived') await enterArrivalCode(provider, arrivalCode ?? (await storedArrivalCode(jobId)));
  if (step !== 'Complete Job') return;
  const confirm = provider.getByRole('alertdialog', { name: 'Complete this job? The customer will be asked to rate it.' });
  await confirm.getByRole('button', { name: 'Complete Job' }).click();
}

/** The provider's whole job through the API, from the agreement to completion, for tests about what follows. */
export async function completeJobThroughApi(request: APIRequestContext, jobId: string): Promise<void> {
  expect((await request.post(`/api/jobs/${jobId}/agreement`)).status()).toBe(204);
  for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job'] satisfies ProviderStepAction[]) {
    if (action === 'start_service') await uploadPhotoThroughApi(request, jobId, 'pickup');
    if (action === 'complete_job') await uploadPhotoThroughApi(request, jobId, 'completion');
    const arrivalCode = action === 'mark_arrived' ? await storedArrivalCode(jobId) : undefined;
    expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action, arrivalCode } })).status()).toBe(200);
  }
}
