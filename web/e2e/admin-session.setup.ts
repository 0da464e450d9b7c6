import { expect, test as setup } from '@playwright/test';
import { adminStorageState } from './support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_LANES, laneBaseUrl } from './support/env';

setup("sign the admin in once on each lane's server for every spec that starts signed in", async ({ playwright }) => {
  for (let lane = 0; lane < E2E_LANES; lane += 1) {
    const request = await playwright.request.newContext({ baseURL: laneBaseUrl(lane) });
    try {
      const response = await request.post('/api/admin/session', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ next: 'signed_in', staff: { email: ADMIN_EMAIL, name: expect.any(String), role: 'owner' } });
      await request.storageState({ path: adminStorageState(lane) });
    } finally {
      await request.dispose();
    }
  }
});
