import type { BrowserContextOptions, Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE, SIGNED_OUT } from './admin-session';

/** Downtown Dallas, where the customers' phones are. */
export const DALLAS = { latitude: 32.7767, longitude: -96.797 };

/** A signed-out phone at 390 px, as customers and providers use the product. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  storageState: SIGNED_OUT,
};

/** A phone that shares its position. */
export const phoneAt = (geolocation: { latitude: number; longitude: number }): BrowserContextOptions => ({
  ...PHONE,
  geolocation,
  permissions: ['geolocation'],
});

/** The dispatcher's desktop, signed in, allowed to use the clipboard. */
export const DESKTOP_ADMIN: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  storageState: ADMIN_STORAGE_STATE,
  permissions: ['clipboard-read', 'clipboard-write'],
};

/** Sonner's live region; keeps toast texts apart from the same words on the page. */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
