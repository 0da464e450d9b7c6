import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Every console error and uncaught exception on the page from now on, hydration mismatches among them.
 * The map's tiles come from the internet, which the test machine does not reach: their failures are left out.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.location().url.includes('tile.openstreetmap.org')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
