import { randomBytes } from 'node:crypto';
import { Offer } from '../../src/modules/dispatch/entities/offer.entity';
import type { Provider } from '../../src/modules/providers/entities/provider.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { Migration20261128191000 } from '../../src/infra/database/migrations/Migration20261128191000';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const START = new Date('2026-11-23T15:00:00Z');
const MINUTE = 60_000;

describe('When a request was given its provider', () => {
  const clock = new ManualClock(START);
  const t = useTestApp({ clock });
  const assignedAtOf = async (id: string) => (await t.em().findOneOrFail(CustomerRequest, id)).assignedAt;

  /** A paid request given to the provider through the dispatcher's endpoint, at the clock's time; its job code. */
  async function assign(provider: Provider, requestId?: string): Promise<{ id: string; jobId: string }> {
    const id = requestId ?? (await aPaidRequest(t.em())).id;
    const response = await t.http().post(`/api/admin/requests/${id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id });
    expect(response.status).toBe(200);
    return { id, jobId: response.body.providerJobId as string };
  }

  async function reassign(requestId: string, provider: Provider): Promise<void> {
    await t.http().post(`/api/admin/requests/${requestId}/provider/reassign`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
  }

  /** A paid request offered to the provider and accepted on the offer page at the clock's time. */
  async function acceptAnOffer(provider: Provider): Promise<string> {
    const request = await aPaidRequest(t.em());
    const em = t.em();
    const offer = em.create(Offer, {
      request: request.id,
      provider: provider.id,
      code: randomBytes(16).toString('base64url'),
      jobNumber: '4821',
      source: 'top',
      sentAt: new Date(clock.now().getTime() - MINUTE),
      expiresAt: new Date(clock.now().getTime() + 2 * MINUTE),
      distanceMiles: 2.5,
      status: 'open',
    });
    await em.flush();
    await t.http().post(`/api/offers/${offer.code}/accept`).send({ etaMinutes: 15 }).expect(200);
    return request.id;
  }

  it("keeps the time of a dispatcher's assignment, then of a reassignment, on the request", async () => {
    const first = await aProvider(t.em(), { name: 'First Tow' });
    const second = await aProvider(t.em(), { name: 'Second Tow' });
    const { id } = await assign(first);
    expect(await assignedAtOf(id)).toEqual(START);

    clock.advance(7 * MINUTE);
    await reassign(id, second);

    expect(await assignedAtOf(id)).toEqual(new Date(START.getTime() + 7 * MINUTE));
  });

  it('keeps the time an offer was accepted on the request', async () => {
    const provider = await aProvider(t.em(), { name: 'Offer Tow' });
    clock.advance(3 * MINUTE);

    const id = await acceptAnOffer(provider);

    expect(await assignedAtOf(id)).toEqual(new Date(START.getTime() + 3 * MINUTE));
  });

  it('clears the time once the provider gives the job back', async () => {
    const provider = await aProvider(t.em(), { name: 'Declining Tow' });
    const { id, jobId } = await assign(provider);

    await t.http().post(`/api/jobs/${jobId}/agreement/decline`).expect(204);

    expect(await assignedAtOf(id)).toBeNull();
  });

  it('is filled in for requests assigned before it was kept, from the activity log and the accepted offer', async () => {
    const [first, second, third] = await Promise.all(['First Tow', 'Second Tow', 'Third Tow'].map((name) => aProvider(t.em(), { name })));
    const reassigned = (await assign(first)).id;
    clock.advance(5 * MINUTE);
    await reassign(reassigned, second);
    clock.advance(5 * MINUTE);
    const taken = await acceptAnOffer(third);
    const neverAssigned = (await aPaidRequest(t.em())).id;
    await t.em().nativeUpdate(CustomerRequest, {}, { assignedAt: null });

    const migration = new Migration20261128191000(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const [, backfill] = migration.getQueries();
    await t.em().execute(backfill as string);

    expect(await assignedAtOf(reassigned)).toEqual(new Date(START.getTime() + 5 * MINUTE));
    expect(await assignedAtOf(taken)).toEqual(new Date(START.getTime() + 10 * MINUTE));
    expect(await assignedAtOf(neverAssigned)).toBeNull();
  });
});
