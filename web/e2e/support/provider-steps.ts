import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProviderStepAction } from '../../../src/domain/provider-job';

/** Presses the provider's next-step button; the last step, which cannot be undone, is confirmed in its dialog. */
export async function takeProviderStep(provider: Page, step: string): Promise<void> {
  await provider.getByRole('button', { name: step, exact: true }).click();
  if (step !== 'Complete Job') return;
  const confirm = provider.getByRole('alertdialog', { name: 'Complete this job? The customer will be asked to rate it.' });
  await confirm.getByRole('button', { name: 'Complete Job' }).click();
}

/** The provider's whole job through the API, from the agreement to completion, for tests about what follows. */
export async function completeJobThroughApi(request: APIRequestContext, jobId: string): Promise<void> {
  expect((await request.post(`/api/jobs/${jobId}/agreement`)).status()).toBe(204);
  for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job'] satisfies ProviderStepAction[]) {
    expect((await request.post(`/api/jobs/${jobId}/steps`, { data: { action } })).status()).toBe(200);
  }
}
