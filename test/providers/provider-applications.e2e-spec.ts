import type { ProviderApplicationView, ProviderNetworkView } from '../../src/contracts/network-views';
import type { ProviderView } from '../../src/contracts/provider-views';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { ProviderNetworkEvent } from '../../src/modules/providers/entities/provider-network-event.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { A_CERTIFICATE, anApplication, apply } from '../support/applications';
import { aProvider } from '../support/factories';
import { aPngClaiming } from '../support/photos';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';

describe('Providers apply online and a dispatcher vets them', () => {
  const t = useTestApp({ clock: new ManualClock(new Date('2026-11-26T15:00:00Z')) });
  const admin = async () => ({ Cookie: await t.adminCookie() });
  const theOwner = () => t.em().findOneOrFail(StaffMember, { email: TEST_ENV.ADMIN_EMAIL });
  const textsTo = async (phone: string) => (await t.em().find(SmsMessage, { to: phone }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map((text) => text.body);

  it('takes an application with its documents, texts a confirmation, and lists it for review with the documents', async () => {
    const received = await apply(t);
    expect(received.status).toBe(201);
    expect(await textsTo('+12145550160')).toEqual([expect.stringMatching(/^DFW Roadside: we have your application to join our provider network, Trinity Tow & Recovery\./)]);

    const [listed] = (await t.http().get('/api/admin/provider-applications').set(await admin()).expect(200)).body as ProviderApplicationView[];
    expect(listed).toMatchObject({
      id: received.body.id,
      status: 'pending',
      phone: '+12145550160',
      credentials: { companyLicence: '0651234VSF', truckPermits: ['0123456CT'], insuranceCoverageCents: 100_000_000, insuranceExpiresOn: '2027-03-01' },
    });
    expect(listed.documents.map((document) => [document.kind, document.contentType])).toEqual([
      ['insurance_certificate', 'application/pdf'],
      ['licence_photo', 'image/jpeg'],
    ]);
    const certificate = await t.http().get(new URL(listed.documents[0].url).pathname).buffer(true).expect(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    await t.http().get('/api/admin/provider-applications').expect(401);
  });

  it('names every field to fix, in words, and keeps nothing', async () => {
    const refused = await apply(t, anApplication({ companyLicence: 'ABC', insuranceCoverageCents: 30_000_000, insuranceExpiresOn: '2026-11-01', services: [] }), { certificate: null });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_application', title: 'Check Your Application' });
    expect(Object.keys(refused.body.fields)).toEqual(['services', 'companyLicence', 'insuranceCoverageCents', 'insuranceExpiresOn', 'insurance_certificate']);
    expect(refused.body.fields.insuranceCoverageCents).toBe('Your liability coverage must be at least $500,000, as the Provider Service Agreement requires.');

    const notADocument = await apply(t, anApplication(), { certificate: Buffer.from('just some text') });
    expect([notADocument.status, notADocument.body.code]).toEqual([400, 'not_a_document']);
    const broken = await t.http().post('/api/provider-applications').set('Content-Type', 'application/json').send({ application: '{}' });
    expect(broken.status).toBe(415);
    expect((await t.http().get('/api/admin/provider-applications').set(await admin()).expect(200)).body).toEqual([]);
  });

  it('refuses a licence photo of more than 40 megapixels from its header, before decoding it, and keeps nothing', async () => {
    const refused = await apply(t, anApplication(), { licencePhotos: [aPngClaiming(16_000, 16_000)] });
    expect([refused.status, refused.body.code]).toEqual([413, 'photo_too_many_pixels']);
    expect((await t.http().get('/api/admin/provider-applications').set(await admin()).expect(200)).body).toEqual([]);
  });

  it('refuses a second application from the same phone while the first waits, and a phone already on the roster', async () => {
    expect((await apply(t)).status).toBe(201);
    const again = await apply(t);
    expect([again.status, again.body.code]).toEqual([409, 'already_applied']);
    await aProvider(t.em(), { phone: '+12145550161' });
    const onRoster = await apply(t, anApplication({ phone: '214-555-0161' }));
    expect([onRoster.status, onRoster.body.code]).toEqual([409, 'already_on_roster']);
  });

  it('approves: the applicant joins the roster, active, with the vetted credentials, and is texted a welcome and their page link', async () => {
    const { id } = (await apply(t)).body as { id: string };
    const approved = (await t.http().post(`/api/admin/provider-applications/${id}/approve`).set(await admin()).expect(200)).body as ProviderApplicationView;
    expect(approved).toMatchObject({ status: 'approved', decidedBy: expect.stringContaining('@'), providerId: expect.any(String) });

    const roster = (await t.http().get('/api/admin/providers').set(await admin()).expect(200)).body as ProviderView[];
    expect(roster.find((provider) => provider.id === approved.providerId)).toMatchObject({
      name: 'Trinity Tow & Recovery',
      contactName: 'Dana Reyes',
      services: ['Towing', 'Winch Out Service'],
      homeLat: 32.776,
      network: { status: 'active', suspension: null, credentials: { companyLicence: '0651234VSF', insuranceCarrier: 'Lone Star Mutual' }, nextExpiry: { document: 'insurance', on: '2027-03-01' } },
    });
    const texts = await textsTo('+12145550160');
    expect(texts).toHaveLength(3);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DFW Roadside: we have your application/),
        expect.stringMatching(/^DFW Roadside: welcome to the network, Trinity Tow & Recovery!/),
        expect.stringMatching(/\/p\/[\w-]{22}/),
      ]),
    );
    const audit = await t.em().find(ProviderNetworkEvent, { provider: approved.providerId }, { orderBy: { action: 'asc' } });
    const owner = await theOwner();
    // The application is the applicant's own; the approval is signed by the member of staff who made it.
    expect(audit.map(({ action, staffMemberId, staffName }) => [action, staffMemberId, staffName])).toEqual([
      ['applied', null, null],
      ['approved', owner.id, owner.name],
    ]);
    const record = (await t.http().get(`/api/admin/providers/${approved.providerId}/network`).set(await admin()).expect(200)).body as ProviderNetworkView;
    expect(record.events.map(({ action, staffName }) => [action, staffName]).sort()).toEqual([
      ['applied', null],
      ['approved', owner.name],
    ]);

    const twice = await t.http().post(`/api/admin/provider-applications/${id}/approve`).set(await admin());
    expect([twice.status, twice.body.code]).toEqual([409, 'application_decided']);
    expect(await t.em().count(Provider, { phone: '+12145550160' })).toBe(1);
  });

  it('rejects with a reason the applicant is texted, and lets exactly one of two racing decisions count', async () => {
    const { id } = (await apply(t)).body as { id: string };
    const noReason = await t.http().post(`/api/admin/provider-applications/${id}/reject`).set(await admin()).send({ reason: ' ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'invalid_network_reason']);
    const cookie = await admin();
    const decisions = await Promise.all([
      t.http().post(`/api/admin/provider-applications/${id}/reject`).set(cookie).send({ reason: 'The certificate names another company' }),
      t.http().post(`/api/admin/provider-applications/${id}/approve`).set(cookie),
    ]);
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409]);
    const rejection = expect.stringMatching(/^DFW Roadside: we could not approve your application to join our provider network: The certificate names another company\. Questions\? Call/);
    if (decisions[0].status === 200) {
      expect(decisions[0].body).toMatchObject({ status: 'rejected', rejectReason: 'The certificate names another company' });
      expect(await textsTo('+12145550160')).toContainEqual(rejection);
      expect(await t.em().count(Provider, { phone: '+12145550160' })).toBe(0);
    } else {
      expect(await textsTo('+12145550160')).not.toContainEqual(rejection);
      expect(await t.em().count(Provider, { phone: '+12145550160' })).toBe(1);
    }
    const decision = await t.em().findOneOrFail(ProviderNetworkEvent, { application: id, action: { $in: ['approved', 'rejected'] } });
    expect(decision.staffName).toBe((await theOwner()).name);
  });

  it('takes ten applications an hour from one connection, counted before the files are read, and says when to try again', async () => {
    for (let index = 0; index < 10; index += 1) expect((await apply(t, anApplication({ phone: `(214) 555-01${70 + index}` }))).status).toBe(201);
    const eleventh = await apply(t, anApplication({ phone: '(214) 555-0189' }));
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'applications_throttled']);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses to approve an application whose insurance lapsed while it waited', async () => {
    const { id } = (await apply(t)).body as { id: string };
    t.clock.set(new Date('2027-03-02T15:00:00Z'));
    const late = await t.http().post(`/api/admin/provider-applications/${id}/approve`).set(await admin());
    expect([late.status, late.body.code]).toEqual([409, 'documents_lapsed']);
    expect(await t.em().count(Provider, { phone: '+12145550160' })).toBe(0);
  });

  it('wants both coordinates of the home base or neither', async () => {
    const half = await apply(t, anApplication({ homeLat: 32.7, homeLng: undefined }));
    expect([half.status, half.body.fields]).toEqual([400, { homeAddress: 'Send both the latitude and the longitude of the home base, or neither.' }]);
    const offTheMap = await apply(t, anApplication({ homeLat: 132.7, homeLng: -96.8 }));
    expect(offTheMap.status).toBe(400);
  });

  it('keeps a PDF certificate as sent, and a licence photo without its metadata', async () => {
    const { id } = (await apply(t)).body as { id: string };
    const [certificate] = ((await t.http().get(`/api/admin/provider-applications/${id}`).set(await admin()).expect(200)).body as ProviderApplicationView).documents;
    const stored = await t.http().get(new URL(certificate.url).pathname).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(Buffer.compare(stored.body as Buffer, A_CERTIFICATE)).toBe(0);
  });
});
