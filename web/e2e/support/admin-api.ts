import { expect, test as base, type APIRequestContext } from '@playwright/test';
import type { AssignmentView, ProviderView } from '../../../src/contracts/provider-views';
import type { PhoneRequestCreated } from '../../../src/contracts/payment-views';
import type { AmountBody, AssignProviderBody, PhoneRequestBody, ProviderBody, SetPriceBody } from '../../../src/contracts/request-bodies';
import { ADMIN_STORAGE_STATE } from './admin-session';

/** The dispatcher's side through the API, for the steps a test is not about. Money in cents, as on the wire. */
export type AdminApi = {
  setPrice: (id: string, priceCents: number) => Promise<void>;
  finalOffer: (id: string, amountCents: number) => Promise<void>;
  remove: (id: string) => Promise<void>;
  assign: (id: string, body: AssignProviderBody) => Promise<AssignmentView>;
  reassign: (id: string, body: AssignProviderBody) => Promise<AssignmentView>;
  refund: (id: string) => Promise<void>;
  addProvider: (body: ProviderBody) => Promise<ProviderView>;
  /** 'Send Offer' to the one provider chosen. */
  offer: (id: string, providerId: string) => Promise<void>;
  /** A request taken on the phone, priced, with its payment link texted. */
  phoneRequest: (body: PhoneRequestBody) => Promise<PhoneRequestCreated>;
};

function adminApi(request: APIRequestContext): AdminApi {
  const post = async (path: string, data: SetPriceBody | AmountBody) =>
    expect((await request.post(path, { data })).status()).toBe(204);
  return {
    setPrice: (id, priceCents) => post(`/api/admin/requests/${id}/price`, { priceCents }),
    finalOffer: (id, amountCents) => post(`/api/admin/requests/${id}/final-offer`, { amountCents }),
    remove: async (id) => expect((await request.delete(`/api/admin/requests/${id}`)).status()).toBe(204),
    assign: (id, body) => assignment(request, `/api/admin/requests/${id}/provider`, body),
    reassign: (id, body) => assignment(request, `/api/admin/requests/${id}/provider/reassign`, body),
    refund: async (id) => expect((await request.post(`/api/admin/requests/${id}/refund`)).status()).toBe(204),
    addProvider: async (body) => {
      const response = await request.post('/api/admin/providers', { data: body });
      expect(response.status()).toBe(201);
      return (await response.json()) as ProviderView;
    },
    offer: async (id, providerId) => expect((await request.post(`/api/admin/requests/${id}/offers`, { data: { providerIds: [providerId] } })).status()).toBe(201),
    phoneRequest: async (body) => {
      const response = await request.post('/api/admin/phone-requests', { data: body });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as PhoneRequestCreated;
    },
  };
}

async function assignment(request: APIRequestContext, path: string, body: AssignProviderBody): Promise<AssignmentView> {
  const response = await request.post(path, { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as AssignmentView;
}

/** Adds `adminApi`: a request context of its own with the signed-in admin's cookies, apart from the customer's `request`. */
export const test = base.extend<{ adminApi: AdminApi }>({
  adminApi: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ storageState: ADMIN_STORAGE_STATE });
    await use(adminApi(request));
    await request.dispose();
  },
});

export { expect } from '@playwright/test';
