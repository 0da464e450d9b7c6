import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { FleetView, ProviderPageLinkView, SendOffersBody } from '../../../src/contracts/offer-views';
import { ADMIN_STORAGE_STATE } from './admin-session';
import { E2E_BASE_URL } from './env';
import { textsSentTo } from './twilio';

/** The signed-in dispatcher's calls for the provider page and the fleet map, each in a request context of its own. */
async function asAdmin<T>(call: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STORAGE_STATE });
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

/** Issues (and texts) the provider's page link; returns its path on the app. */
export const providerPagePath = (providerId: string) =>
  asAdmin(async (api) => {
    const response = await api.post(`/api/admin/providers/${providerId}/page-link`);
    expect(response.status(), await response.text()).toBe(201);
    return new URL(((await response.json()) as ProviderPageLinkView).url).pathname;
  });

/** The dispatcher's 'Send Offer' to one provider. */
export const offerJobTo = (requestId: string, providerId: string) =>
  asAdmin(async (api) => {
    const response = await api.post(`/api/admin/requests/${requestId}/offers`, { data: { providerIds: [providerId] } satisfies SendOffersBody });
    expect(response.status(), await response.text()).toBe(201);
  });

export const fleet = () =>
  asAdmin(async (api) => {
    const response = await api.get('/api/admin/fleet');
    expect(response.status()).toBe(200);
    return (await response.json()) as FleetView;
  });

/** The path of the last provider page link texted to `phone`. */
export async function providerPageLinkTextedTo(phone: string): Promise<string> {
  let url = '';
  await expect
    .poll(async () => {
      const texts = await textsSentTo(phone);
      url = texts.map((text) => text.body.match(/https?:\/\/\S+\/p\/\S+/)?.[0]).findLast(Boolean) ?? '';
      return url;
    })
    .not.toBe('');
  return new URL(url).pathname;
}

/** The provider page's own API for a page path ('/p/{code}'). */
export const pageApiPath = (pagePath: string) => `/api${pagePath.replace(/^\/p\//, '/provider-pages/')}`;

/** Off duty through the page, so later tests' requests are not offered to this provider. */
export async function offDutyByPage(pagePath: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    const response = await api.put(`${pageApiPath(pagePath)}/duty`, { data: { onDuty: false } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
