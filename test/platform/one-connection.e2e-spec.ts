import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider, aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';

/**
 * An app whose pool holds one connection: a read inside a transaction that took a second pooled
 * connection would wait for the one the transaction holds, and the change would fail.
 */
describe('Changes run on their transaction’s one connection', () => {
  const clock = new ManualClock(new Date('2026-11-28T15:00:00Z'));
  const t = useTestApp({ clock, databasePool: { max: 1, acquireTimeoutMillis: 5_000 } });

  it('takes every provider step of a job, photo counts read in its transaction, with a pool of one connection', async () => {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id });
    expect(assigned.status).toBe(200);
    const jobId = (assigned.body as { providerJobId: string }).providerJobId;

    for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) {
      if (action === 'mark_arrived') {
        const em = t.em();
        await em.upsert(ProviderPosition, new ProviderPosition(em.getReference(CustomerRequest, paid.id), 32.7769, -96.7968, clock.now()));
      }
      clock.advance(60_000);
      const response = await providerStep(t, jobId, action);
      expect([action, response.status]).toEqual([action, 200]);
    }
    expect((await t.em().findOneOrFail(CustomerRequest, paid.id)).status).toBe('completed');
  });

  it("queues a dispatcher's reply, its conversation's request read in the reply's transaction, with a pool of one connection", async () => {
    const request = await aRequest(t.em(), { phone: '+12145550161' });
    const em = t.em();
    em.create(SmsMessage, {
      direction: 'inbound',
      to: '+14695550100',
      from: '+12145550161',
      body: 'Is the truck close?',
      template: 'inbound',
      idempotencyKey: 'seed-1',
      request: em.getReference(CustomerRequest, request.id),
      status: 'delivered',
    });
    await em.flush();

    const reply = await t.http().post('/api/admin/conversations/+12145550161/replies').set('Cookie', await t.adminCookie()).send({ body: 'About 10 minutes away.' });

    expect([reply.status, reply.body.requestId]).toEqual([201, request.id]);
  });
});
