import type { Page } from '@playwright/test';

/**
 * Resolves once the CSS transitions and animations running now have ended (endless ones, like a
 * spinner's, aside): a button still fading from one variant to another reads as low contrast to axe.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
