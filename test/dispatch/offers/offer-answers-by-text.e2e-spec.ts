import type { RequestOffersView } from '../../../src/contracts/offer-views';
import { CustomerRequest } from '../../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest } from '../../support/factories';
import { ManualClock } from '../../support/manual-clock';
import { useTestApp } from '../../support/use-test-app';
import { offerKit, TWILIO_ENV } from './support';

describe('Answering offers by text', () => {
  const clock = new ManualClock();
  const t = useTestApp({ worker: true, clock, env: TWILIO_ENV });
  const kit = offerKit(t);
  const offersOf = async (requestId: string): Promise<RequestOffersView> =>
    (await t.http().get(`/api/admin/requests/${requestId}/offers`).set('Cookie', await t.adminCookie()).expect(200)).body;

  it('takes YES 20 as accepting the one open offer with a 20-minute ETA', async () => {
    const request = await aPaidRequest(t.em());
    const provider = await kit.aTowProvider('Texting Tow', 0.01);
    await kit.send(request.id, { providerIds: [provider.id] });
    await kit.textIn(provider.phone, 'YES 20');
    const stored = await t.em().findOneOrFail(CustomerRequest, request.id, { populate: ['provider'] });
    expect(stored.provider?.id).toBe(provider.id);
    expect(stored.providerEtaMinutes).toBe(20);
    expect(await kit.textsTo(provider.phone, 'job-assigned')).toHaveLength(1);
    expect((await offersOf(request.id)).offers[0]).toMatchObject({ status: 'accepted', etaMinutes: 20 });
  });

  it('asks a bare YES for the ETA, and a YES with two offers open for the job number', async () => {
    const first = await aPaidRequest(t.em());
    const second = await aPaidRequest(t.em(), { phone: '+12145550177' });
    const provider = await kit.aTowProvider('Popular Tow', 0.01);
    await kit.send(first.id, { providerIds: [provider.id] });
    const onlyJob = (await offersOf(first.id)).offers[0].jobNumber;
    expect((await kit.replyTo(await kit.textIn(provider.phone, 'YES'))).body).toBe(
      `DFW Roadside: to take job ${onlyJob}, reply YES ${onlyJob} and your ETA in minutes, from 1 to 180, e.g. YES ${onlyJob} 20. Reply STOP to opt out.`,
    );
    expect((await kit.replyTo(await kit.textIn(provider.phone, 'YES 500'))).body).toContain(`to take job ${onlyJob}`);

    await kit.send(second.id, { providerIds: [provider.id] });
    expect((await kit.replyTo(await kit.textIn(provider.phone, 'YES 15'))).body).toContain('you have 2 open offers');
    const secondJob = (await offersOf(second.id)).offers[0].jobNumber;
    await kit.textIn(provider.phone, `YES ${secondJob} 15`);
    expect((await t.em().findOneOrFail(CustomerRequest, second.id, { populate: ['provider'] })).provider?.id).toBe(provider.id);
    expect((await t.em().findOneOrFail(CustomerRequest, first.id)).provider).toBeNull();
  });

  it('declines with NO and confirms it; an answer after the window says it expired, in the provider’s language', async () => {
    const request = await aPaidRequest(t.em());
    const declining = await kit.aTowProvider('No Thanks Tow', 0.01);
    const late = await kit.aTowProvider('Tarde Grúas', 0.02, { language: 'es' });
    await kit.send(request.id, { providerIds: [declining.id] });
    await kit.send(request.id, { providerIds: [late.id] });
    const jobOf = async (id: string) => (await offersOf(request.id)).offers.find((offer) => offer.providerId === id)!.jobNumber;

    expect((await kit.replyTo(await kit.textIn(declining.phone, 'no'))).body).toBe(
      `DFW Roadside: offer ${await jobOf(declining.id)} declined. Thanks for letting us know. Reply STOP to opt out.`,
    );
    clock.advance(180_000);
    expect((await kit.replyTo(await kit.textIn(late.phone, 'SI 10'))).body).toContain(`la oferta ${await jobOf(late.id)} ya venció`);
    expect((await t.em().findOneOrFail(CustomerRequest, request.id)).provider).toBeNull();
  });

  it('tells a late YES, YES 20 or SI 4821 10 to an offer another provider took that the job has been taken, in the provider’s language', async () => {
    const request = await aPaidRequest(t.em());
    const winner = await kit.aTowProvider('Quick Tow', 0.01);
    const late = await kit.aTowProvider('Late Tow', 0.02);
    const tarde = await kit.aTowProvider('Grúas Tarde', 0.03, { language: 'es' });
    for (const provider of [winner, late, tarde]) await kit.send(request.id, { providerIds: [provider.id] });
    const jobOf = async (id: string) => (await offersOf(request.id)).offers.find((offer) => offer.providerId === id)!.jobNumber;
    const [lateJob, tardeJob] = [await jobOf(late.id), await jobOf(tarde.id)];
    await kit.textIn(winner.phone, 'YES 15');

    expect((await kit.replyTo(await kit.textIn(late.phone, 'YES 20'))).body).toBe(
      `DFW Roadside: This job has been taken by another provider (offer ${lateJob}). No action is needed. Reply STOP to opt out.`,
    );
    expect((await kit.replyTo(await kit.textIn(late.phone, 'YES'))).body).toContain(`This job has been taken by another provider (offer ${lateJob})`);
    expect((await kit.replyTo(await kit.textIn(tarde.phone, `SI ${tardeJob} 10`))).body).toContain(`otro proveedor ya tomó este trabajo (oferta ${tardeJob})`);
    expect((await t.em().findOneOrFail(CustomerRequest, request.id, { populate: ['provider'] })).provider?.id).toBe(winner.id);
  });

  it('leaves a bare YES from a provider without offers to the customer commands, and tells YES 20 there is nothing open', async () => {
    const provider = await kit.aTowProvider('Idle Tow', 0.01);
    expect((await kit.replyTo(await kit.textIn(provider.phone, 'YES 20'))).body).toContain('you have no open job offers right now');
    const bare = await kit.textIn(provider.phone, 'YES');
    expect(bare.request).toBeNull();
  });
});
