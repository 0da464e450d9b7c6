import { createHash } from 'node:crypto';
import type { ProviderPageLinkView, ProviderPageView } from '../../src/contracts/offer-views';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest } from '../support/factories';
import { expectLookupsThrottled } from '../support/lookup-throttle';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { offerKit, PICKUP, TWILIO_ENV } from '../dispatch/offers/support';

describe('The provider page /p/{code}', () => {
  const clock = new ManualClock(new Date('2026-11-25T18:00:00Z'));
  const t = useTestApp({ clock, env: TWILIO_ENV });
  const kit = offerKit(t);

  const issue = async (providerId: string): Promise<ProviderPageLinkView> =>
    (await t.http().post(`/api/admin/providers/${providerId}/page-link`).set('Cookie', await t.adminCookie()).expect(201)).body;
  const codeOf = (link: ProviderPageLinkView) => link.url.split('/p/')[1];
  const view = async (code: string): Promise<ProviderPageView> => (await t.http().get(`/api/provider-pages/${code}`).expect(200)).body;

  it('is a 128-bit link, texted to the provider, that a re-issue or a revoke stops at once', async () => {
    const provider = await kit.aTowProvider('Page Tow', 0.01);
    const first = await issue(provider.id);
    expect(codeOf(first)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(codeOf(first), 'base64url')).toHaveLength(16);
    const [text] = await kit.textsTo(provider.phone, 'provider-page-link');
    expect(text.body).toContain(first.url);
    expect((await view(codeOf(first))).providerName).toBe('Page Tow');
    // Only its SHA-256 is kept: the roster table opens no page.
    const stored = await t.em().findOneOrFail(Provider, provider.id, { refresh: true });
    expect(stored.pageCodeDigest).toBe(createHash('sha256').update(codeOf(first)).digest('hex'));

    const second = await issue(provider.id);
    expect((await t.http().get(`/api/provider-pages/${codeOf(first)}`).expect(404)).body.code).toBe('provider_page_not_found');
    await view(codeOf(second));
    await t.http().delete(`/api/admin/providers/${provider.id}/page-link`).set('Cookie', await t.adminCookie()).expect(204);
    await t.http().get(`/api/provider-pages/${codeOf(second)}`).expect(404);
    await t.http().post(`/api/admin/providers/${provider.id}/page-link`).expect(401);
  });

  it('is throttled like every other link', async () => {
    let answer = await t.http().get(`/api/provider-pages/${'Z'.repeat(22)}`);
    for (let attempt = 0; attempt < 15 && answer.status === 404; attempt++) answer = await t.http().get(`/api/provider-pages/${'Y'.repeat(21)}${attempt % 10}`);
    expect(answer.status).toBe(429);
    expectLookupsThrottled(answer.body.message);
  });

  it('switches duty, shows open offers with their countdown, and refuses a paused provider', async () => {
    const provider = await kit.aTowProvider('Duty Tow', 0.01, { onDuty: false });
    const code = codeOf(await issue(provider.id));
    const on: ProviderPageView = (await t.http().put(`/api/provider-pages/${code}/duty`).send({ onDuty: true }).expect(200)).body;
    expect(on).toMatchObject({ onDuty: true, onDutySince: '2026-11-25T18:00:00.000Z', offers: [] });

    const request = await aPaidRequest(t.em());
    await kit.send(request.id, { providerIds: [provider.id] });
    clock.advance(60_000);
    const withOffer = await view(code);
    expect(withOffer.offers).toEqual([expect.objectContaining({ serviceType: 'Towing', pickupArea: 'Marilla St, Dallas', payoutCents: 17000, secondsLeft: 120 })]);
    expect(withOffer.offers[0].offerCode).toBe(await kit.offerCodeTexted(provider.phone));

    await t.em().nativeUpdate(Provider, { id: provider.id }, { active: false, onDuty: false });
    expect((await t.http().put(`/api/provider-pages/${code}/duty`).send({ onDuty: true }).expect(409)).body.code).toBe('provider_paused');
    expect((await t.http().put(`/api/provider-pages/${code}/duty`).send({ onDuty: 'yes' }).expect(400)).body.code).toBe('missing_field');
  });

  it('takes the phone’s position while on duty, with the job positions’ checks, and matching then measures from it', async () => {
    const provider = await kit.aTowProvider('Moving Tow', 0.3);
    const code = codeOf(await issue(provider.id));
    const fix = { lat: PICKUP.lat + 0.01, lng: PICKUP.lng, accuracy: 20, recordedAt: clock.now().getTime() };
    await t.http().post(`/api/provider-pages/${code}/position`).send(fix).expect(200);
    const stored = await t.em().findOneOrFail(Provider, provider.id);
    expect([stored.lastLat, stored.lastLng]).toEqual([fix.lat, fix.lng]);

    const tooOld = await t.http().post(`/api/provider-pages/${code}/position`).send({ ...fix, recordedAt: clock.now().getTime() - 10 * 60_000 }).expect(400);
    expect(tooOld.body).toMatchObject({ code: 'position_too_old', message: 'The position is too old to show.' });
    expect((await t.http().post(`/api/provider-pages/${code}/position`).send({ lat: 'north' }).expect(400)).body.code).toBe('position_malformed');

    const request = await aPaidRequest(t.em());
    const [candidate] = (await t.http().get(`/api/admin/requests/${request.id}/candidates`).set('Cookie', await t.adminCookie()).expect(200)).body;
    expect(candidate).toMatchObject({ providerId: provider.id, placedBy: 'live', distanceMiles: 0.7 });

    clock.advance(11 * 60_000);
    const [later] = (await t.http().get(`/api/admin/requests/${request.id}/candidates`).set('Cookie', await t.adminCookie()).expect(200)).body;
    expect(later).toMatchObject({ placedBy: 'home' });

    await t.http().put(`/api/provider-pages/${code}/duty`).send({ onDuty: false }).expect(200);
    const offDuty = await t.http().post(`/api/provider-pages/${code}/position`).send({ ...fix, recordedAt: clock.now().getTime() }).expect(409);
    expect(offDuty.body.code).toBe('provider_off_duty');
  });

  it('lists the provider’s jobs and what they earned this week and this month, in Dallas time', async () => {
    const provider = await kit.aTowProvider('Earning Tow', 0.01);
    const code = codeOf(await issue(provider.id));
    const completed = (completedAt: string, finalPriceCents: number) =>
      aPaidRequest(t.em(), { status: 'completed', provider: provider.id as never, finalPriceCents, serviceCompletedAt: new Date(completedAt) } as Partial<CustomerRequest>);
    await completed('2026-11-24T15:00:00Z', 20000); // Monday this week
    await completed('2026-11-23T05:00:00Z', 10000); // Sunday 11 pm in Dallas: last week, this month
    await completed('2026-10-31T12:00:00Z', 40000); // last month
    const page = await view(code);
    expect(page.earnings).toEqual({ weekCents: 17000, monthCents: 25500, tripFeesWeekCents: 0, tripFeesMonthCents: 0, tipsWeekCents: 0, tipsMonthCents: 0 });
    expect(page.pastJobs).toHaveLength(3);
    expect(page.currentJob).toBeNull();
  });
});
