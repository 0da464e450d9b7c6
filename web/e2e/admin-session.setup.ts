import { expect, test as setup } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env';

setup('sign the admin in once for every spec that starts signed in', async ({ request }) => {
  const response = await request.post('/api/admin/session', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ email: ADMIN_EMAIL });
  await request.storageState({ path: ADMIN_STORAGE_STATE });
});
