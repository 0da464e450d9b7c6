import type { CandidateView } from '../../src/contracts/provider-views';
import type { ProviderNetworkView } from '../../src/contracts/network-views';
import type { ProviderView } from '../../src/contracts/provider-views';
import { ProviderNetworkEvent } from '../../src/modules/providers/entities/provider-network-event.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { DocumentExpiryService } from '../../src/modules/providers';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { A_CERTIFICATE } from '../support/applications';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useTestApp } from '../support/use-test-app';
import { aSignedInMember } from '../staff/staff-support';

/** 7:00 AM in Dallas on a day of early 2027. */
const morningOf = (day: string) => new Date(`${day}T13:00:00Z`);

describe("A provider's insurance and licence lapse: reminders before, a suspension on the day, reinstatement after review", () => {
  const t = useTestApp({ clock: new ManualClock(morningOf('2027-02-10')) });
  const admin = async () => ({ Cookie: await t.adminCookie() });
  const check = () => t.app.get(DocumentExpiryService).check();
  const textsTo = async (phone: string) => (await t.em().find(SmsMessage, { to: phone }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map((text) => text.body);

  /** An on-duty tow operator at the pickup, whose insurance lapses on March 1 and licence in September. */
  async function anInsuredProvider() {
    const provider = await aProvider(t.em(), { name: 'Lone Star Wrecker', phone: '+19725550140' });
    await t.em().nativeUpdate(Provider, provider.id, {
      onDuty: true,
      services: ['Towing'],
      homeLat: 32.7767,
      homeLng: -96.797,
      companyLicence: '0651234VSF',
      operatorLicence: '1234567',
      truckPermits: ['0123456CT'],
      licenceExpiresOn: '2027-09-30',
      insuranceCarrier: 'Lone Star Mutual',
      insurancePolicy: 'TX-AUTO-1',
      insuranceCoverageCents: 50_000_000,
      insuranceExpiresOn: '2027-03-01',
    });
    return provider;
  }

  const candidates = async (requestId: string) => (await t.http().get(`/api/admin/requests/${requestId}/candidates`).set(await admin()).expect(200)).body as CandidateView[];

  it('texts 14, 7 and 1 days before, each once, and suspends on the day so no job reaches them', async () => {
    const provider = await anInsuredProvider();
    await check();
    expect(await textsTo(provider.phone)).toEqual([]);

    t.clock.set(morningOf('2027-02-15'));
    await check();
    await check();
    t.clock.set(morningOf('2027-02-16'));
    await check();
    expect(await textsTo(provider.phone)).toEqual([expect.stringMatching(/^DFW Roadside: your liability insurance expires on March 1, 2027, in 14 days\./)]);

    t.clock.set(morningOf('2027-02-22'));
    await check();
    t.clock.set(morningOf('2027-02-28'));
    await check();
    expect((await textsTo(provider.phone)).slice(1)).toEqual([
      expect.stringMatching(/expires on March 1, 2027, in 7 days\./),
      expect.stringMatching(/expires on March 1, 2027, tomorrow\./),
    ]);
    const request = await aPaidRequest(t.em());
    expect((await candidates(request.id)).find((candidate) => candidate.providerId === provider.id)?.exclusions).toEqual([]);

    // At 2 AM on the day the job is already refused, though the morning check has not run (nor texted anyone at night).
    t.clock.set(new Date('2027-03-01T08:00:00Z'));
    await check();
    expect((await textsTo(provider.phone)).filter((body) => body.includes('suspended'))).toEqual([]);
    const atNight = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id });
    expect([atNight.status, atNight.body.code]).toEqual([409, 'provider_suspended']);
    expect((await candidates(request.id)).find((candidate) => candidate.providerId === provider.id)?.exclusions).toContain('insurance_expired');

    t.clock.set(morningOf('2027-03-01'));
    await check();
    await check();
    const suspendedTexts = (await textsTo(provider.phone)).filter((body) => body.includes('suspended'));
    expect(suspendedTexts).toEqual([expect.stringMatching(/^DFW Roadside: your liability insurance expired on March 1, 2027, so your account is suspended/)]);
    expect(await t.em().findOneOrFail(Provider, provider.id)).toMatchObject({ networkStatus: 'suspended', suspension: 'insurance_expired', onDuty: false });

    expect((await candidates(request.id)).find((candidate) => candidate.providerId === provider.id)?.exclusions).toContain('insurance_expired');
    const refused = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id });
    expect([refused.status, refused.body.code]).toEqual([409, 'provider_suspended']);
    expect(refused.body.message).toBe('Lone Star Wrecker cannot take jobs: Suspended — insurance expired. Review their renewed documents on the roster first.');
  });

  it('lets a provider finish the job they are on when their insurance lapses', async () => {
    const provider = await anInsuredProvider();
    const request = await aPaidRequest(t.em());
    t.clock.set(morningOf('2027-02-28'));
    const { providerJobId } = (await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200)).body as { providerJobId: string };
    t.clock.set(morningOf('2027-03-01'));
    await check();
    for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) expect((await providerStep(t, providerJobId, action)).status).toBe(200);
  });

  it('puts a renewal under review, and reinstates only with current documents, all on the audit, signed by the dispatcher who acted', async () => {
    const provider = await anInsuredProvider();
    t.clock.set(morningOf('2027-03-02'));
    await check();
    const early = await t.http().post(`/api/admin/providers/${provider.id}/reinstate`).set(await admin()).send({ reason: 'Called us' });
    expect([early.status, early.body.code]).toEqual([409, 'documents_lapsed']);

    const renewal = { companyLicence: '0651234VSF', operatorLicence: '1234567', truckPermits: ['0123456CT'], licenceExpiresOn: '2027-09-30', insuranceCarrier: 'Lone Star Mutual', insurancePolicy: 'TX-AUTO-2', insuranceCoverageCents: 50_000_000, insuranceExpiresOn: '2028-03-01' };
    t.clock.advance(60_000);
    const dana = await aSignedInMember(t, 'dispatcher', 'Dana R.');
    const cookie = { Cookie: dana.cookie };
    const withoutFile = await t.http().post(`/api/admin/providers/${provider.id}/documents`).set(cookie).field('credentials', JSON.stringify(renewal));
    expect([withoutFile.status, Object.keys(withoutFile.body.fields)]).toEqual([400, ['documents']]);
    const asJson = await t.http().post(`/api/admin/providers/${provider.id}/documents`).set(cookie).send({ credentials: JSON.stringify(renewal) });
    expect([asJson.status, asJson.body.code]).toEqual([415, 'unsupported_body']);
    const renewed = await t
      .http()
      .post(`/api/admin/providers/${provider.id}/documents`)
      .set(cookie)
      .field('credentials', JSON.stringify(renewal))
      .attach('insuranceCertificate', A_CERTIFICATE, { filename: 'coi-2028.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect((renewed.body as ProviderView).network).toMatchObject({ status: 'under_review', credentials: { insurancePolicy: 'TX-AUTO-2', insuranceExpiresOn: '2028-03-01' } });
    const request = await aPaidRequest(t.em());
    expect((await candidates(request.id)).find((candidate) => candidate.providerId === provider.id)?.exclusions).toContain('under_review');

    t.clock.advance(60_000);
    const reinstated = await t.http().post(`/api/admin/providers/${provider.id}/reinstate`).set(cookie).send({ reason: 'Renewed policy checked with the carrier' }).expect(200);
    expect((reinstated.body as ProviderView).network).toMatchObject({ status: 'active', suspension: null, nextExpiry: { document: 'licence', on: '2027-09-30' } });
    expect((await textsTo(provider.phone)).at(-1)).toMatch(/^DFW Roadside: your documents are approved and you are active again\./);
    const again = await t.http().post(`/api/admin/providers/${provider.id}/reinstate`).set(cookie).send({ reason: 'Twice' });
    expect([again.status, again.body.code]).toEqual([409, 'not_suspended']);

    const record = (await t.http().get(`/api/admin/providers/${provider.id}/network`).set(cookie).expect(200)).body as ProviderNetworkView;
    expect(record.events.map(({ action, actor, staffName, reason }) => [action, actor, staffName, reason])).toEqual([
      ['reinstated', dana.member.email, 'Dana R.', 'Renewed policy checked with the carrier'],
      ['documents_added', dana.member.email, 'Dana R.', '1 document'],
      ['suspended', 'system', null, 'Insurance expired on 2027-03-01'],
    ]);
    const audit = await t.em().find(ProviderNetworkEvent, { provider: provider.id }, { orderBy: { at: 'asc' } });
    expect(audit.map(({ action, staffMemberId }) => [action, staffMemberId])).toEqual([
      ['suspended', null],
      ['documents_added', dana.member.id],
      ['reinstated', dana.member.id],
    ]);
    expect(record.documents.map((document) => document.kind)).toEqual(['insurance_certificate']);
  });
});
