import type { Page } from '@playwright/test';

/** Presses the provider's next-step button; the last step, which cannot be undone, is confirmed in its dialog. */
export async function takeProviderStep(provider: Page, step: string): Promise<void> {
  await provider.getByRole('button', { name: step, exact: true }).click();
  if (step !== 'Complete Job') return;
  const confirm = provider.getByRole('alertdialog', { name: 'Complete this job? The customer will be asked to rate it.' });
  await confirm.getByRole('button', { name: 'Complete Job' }).click();
}
