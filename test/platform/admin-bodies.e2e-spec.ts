import { isDeepStrictEqual } from 'node:util';
import request from 'supertest';
import type { Test } from 'supertest';
import { MAX_REPLY_LENGTH } from '../../src/contracts/conversation-views';
import { MAX_PRICE_CENTS } from '../../src/domain/money';
import { DEFAULT_RATE_CARD } from '../../src/domain/rate-card';
import { generate } from 'otplib';
import { StaffAuthService } from '../../src/modules/staff/staff-auth.service';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { newTotpSecret } from '../../src/modules/staff/totp-factor';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { aSignedInMember, STAFF_PASSWORD } from '../staff/staff-support';
import { SoftwareAuthenticator } from '../staff/software-authenticator';
import { StaffPasskey } from '../../src/modules/staff/entities/staff-passkey.entity';
import { StaffInvitation } from '../../src/modules/staff/entities/staff-invitation.entity';
import { apply } from '../support/applications';
import { aPaidRequest, aProvider, aRequest, aTrackingCode } from '../support/factories';
import { COUNTERED } from '../support/negotiation-states';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';
import { badValues, refusalProblems, withField, type Body, type Field } from './admin-bodies';

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

/** A record in the state where the route takes `valid`, and how to reach and read it. */
interface Arranged {
  valid: Body;
  send(body: Body): Test;
  /** What the admin API shows of the record; a refused body must leave it as it was. */
  readBack(): Promise<unknown>;
}

interface Route {
  /** As the API document names it, e.g. POST /api/admin/requests/{id}/price. */
  operation: string;
  /** Which form of the body, for a route that takes two. */
  variant?: string;
  okStatus: number;
  arrange(): Promise<Arranged>;
  fields: Field[];
}

const long = (length: number) => 'x'.repeat(length);
const isUpload = (body: unknown) => Object.hasOwn((body as { content?: object }).content ?? {}, 'multipart/form-data');
/** Credentials good for years, as a renewal brings. */
const CURRENT_CREDENTIALS = {
  companyLicence: '0651234VSF',
  operatorLicence: '1234567',
  truckPermits: ['0123456CT'],
  licenceExpiresOn: '2036-01-01',
  insuranceCarrier: 'Lone Star Mutual',
  insurancePolicy: 'TX-1',
  insuranceCoverageCents: 50_000_000,
  insuranceExpiresOn: '2036-01-01',
};
/** A fresh job code: a route's record is arranged again for every bad value. */
const aJobCode = () => aTrackingCode().toUpperCase().padEnd(9, 'Q');
const ANOTHER_UUID_VERSION = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

const PROVIDER_ID: Field = { name: 'providerId', kind: 'text', required: true, outOfRange: ['not-a-uuid', ANOTHER_UUID_VERSION], reason: /provider/i };
// On the assignment form the email is optional: left empty, the provider joins without one.
const NEW_ASSIGNEE: Field[] = [
  { name: 'name', kind: 'text', required: true, outOfRange: ['   ', long(121)], reason: /name/i },
  { name: 'phone', kind: 'text', required: true, outOfRange: ['   ', '555', '469.555.0111', long(41)], reason: /phone/i },
  { name: 'email', kind: 'text', blankAllowed: true, outOfRange: ['lee@', long(255)] },
];
const providerDetails = (required: boolean): Field[] => [
  { name: 'name', kind: 'text', required, outOfRange: ['   ', long(121)] },
  { name: 'contactName', kind: 'text', blankAllowed: true, outOfRange: [long(121)] },
  { name: 'phone', kind: 'text', required, outOfRange: ['   ', '555', '214-555-01x9', long(41)], reason: /phone/i },
  { name: 'email', kind: 'text', required, outOfRange: ['   ', 'marcus@', long(255)] },
  { name: 'vehicleInfo', kind: 'text', required, outOfRange: ['   ', long(201)], reason: /vehicle/i },
  { name: 'language', kind: 'text', outOfRange: ['fr', 'ES'], reason: /language/i },
  { name: 'homeAddress', kind: 'text', blankAllowed: true, outOfRange: [long(201)] },
  { name: 'serviceRadiusMiles', kind: 'integer', outOfRange: [0, 201, 12.5, -5], reason: /serviceRadiusMiles/ },
];
/** The provider's ETA a dispatcher may give on assigning: it becomes the customer's promise. */
const ETA_MINUTES: Field = { name: 'etaMinutes', kind: 'integer', outOfRange: [0, 181, 12.5, -5], reason: /ETA/ };
const ACCOUNT = { billingName: 'Maria Lopez', billingPhone: '(214) 555-0142', termsDays: 30, creditLimitCents: 500_000 };

/** A business account's fields: all required on a new account, any left out on a change. */
const accountFields = (required: boolean): Field[] => [
  { name: 'name', kind: 'text', required, outOfRange: ['   ', long(121)] },
  { name: 'billingName', kind: 'text', required, outOfRange: ['   ', long(121)], reason: /billing contact/i },
  { name: 'billingPhone', kind: 'text', required, outOfRange: ['   ', '555', '(800) 555-0100', long(31)], reason: /phone/i },
  { name: 'billingEmail', kind: 'text', blankAllowed: true, outOfRange: ['ap@', long(201)], reason: /billing email/i },
  { name: 'termsDays', kind: 'integer', required, outOfRange: [0, 45, 15.5], reason: /terms/i },
  { name: 'discountBps', kind: 'integer', outOfRange: [-1, 5001, 2.5], reason: /discount/i },
  { name: 'pricing', kind: 'text', outOfRange: ['auto', 'Rate_Card'], reason: /pricing/i },
  { name: 'creditLimitCents', kind: 'integer', required, outOfRange: [-1, 100_000_001, 1.5], reason: /credit limit/i },
];

// The phone form reports any missing required field in the spec's one sentence.
const MISSING = 'required fields';

describe('Admin request bodies: every field absent, null, mistyped, empty or out of range', () => {
  const t = useTestApp();
  const admin = async (method: 'post' | 'patch' | 'put', path: string) => {
    const cookie = await t.adminCookie();
    return (body: Body) => t.http()[method](path).set('Cookie', cookie).send(body);
  };
  const adminGet = async (path: string): Promise<unknown> =>
    (await t.http().get(path).set('Cookie', await t.adminCookie()).expect(200)).body;
  const requestAndRoster = (id: string) => Promise.all([adminGet(`/api/admin/requests/${id}`), adminGet('/api/admin/providers')]);

  const assignment = (action: 'provider' | 'provider/reassign', byRosterId: boolean): Route => ({
    operation: `POST /api/admin/requests/{id}/${action}`,
    variant: byRosterId ? 'by roster id' : 'by name and phone',
    okStatus: 200,
    arrange: async () => {
      const rosa = await aProvider(t.em(), { name: 'Rosa Diaz' });
      const sam = await aProvider(t.em(), { name: 'Sam Rivera' });
      const request =
        action === 'provider'
          ? await aPaidRequest(t.em())
          : await aPaidRequest(t.em(), { status: 'provider_assigned', provider: rosa, providerJobId: 'ASSIGNED1' });
      return {
        valid: byRosterId ? { providerId: sam.id } : { name: 'Lee Park', phone: '(469) 555-0111', email: 'lee@example.com' },
        send: await admin('post', `/api/admin/requests/${request.id}/${action}`),
        readBack: () => requestAndRoster(request.id),
      };
    },
    fields: byRosterId ? [PROVIDER_ID, ETA_MINUTES] : [...NEW_ASSIGNEE, ETA_MINUTES],
  });

  const routes: Route[] = [
    {
      operation: 'POST /api/admin/requests/{id}/offers',
      variant: "'Offer to Top 3'",
      okStatus: 201,
      arrange: async () => {
        const paid = await aPaidRequest(t.em());
        const truck = await aProvider(t.em(), { name: 'Fuzz Tow' });
        await t.em().nativeUpdate(Provider, { id: truck.id }, { onDuty: true, services: ['Towing'], homeLat: 32.78, homeLng: -96.8 });
        return {
          valid: { top: 3 },
          send: await admin('post', `/api/admin/requests/${paid.id}/offers`),
          readBack: () => adminGet(`/api/admin/requests/${paid.id}/offers`),
        };
      },
      fields: [{ name: 'top', kind: 'integer', required: true, outOfRange: [0, 4, 2.5, -1] }],
    },
    {
      operation: 'PUT /api/admin/dispatch-settings',
      okStatus: 200,
      arrange: async () => ({
        valid: { autoDispatchAll: true },
        send: await admin('put', '/api/admin/dispatch-settings'),
        readBack: () => adminGet('/api/admin/dispatch-settings'),
      }),
      fields: [{ name: 'autoDispatchAll', kind: 'boolean', required: true, outOfRange: [] }],
    },
    {
      operation: 'PUT /api/admin/rate-card',
      okStatus: 200,
      arrange: async () => ({
        valid: { ...DEFAULT_RATE_CARD },
        send: await admin('put', '/api/admin/rate-card'),
        readBack: () => adminGet('/api/admin/rate-card'),
      }),
      fields: [
        // A card sent whole with one rate wrong answers with that rate's own words.
        { name: 'weekendHolidayPercent', kind: 'integer', required: true, outOfRange: [-1, 2.5, 201], reason: /rate card|whole percent from 0 to 200/i },
        { name: 'roadFactor', kind: 'integer', required: true, outOfRange: [0.5, 3.5], reason: /rate card|road factor from 1\.0 to 3\.0/i },
        { name: 'cancellation', kind: 'object', required: true, outOfRange: [{ tripFeePercent: 101 }, { tripFeePercent: 12.5 }, {}], reason: /rate card|trip fee from 0 to 100/i },
      ],
    },
    {
      operation: 'POST /api/admin/requests/{id}/price',
      okStatus: 204,
      arrange: async () => {
        const awaitingPrice = await aRequest(t.em());
        return {
          valid: { priceCents: 12550 },
          send: await admin('post', `/api/admin/requests/${awaitingPrice.id}/price`),
          readBack: () => adminGet(`/api/admin/requests/${awaitingPrice.id}`),
        };
      },
      fields: [{ name: 'priceCents', kind: 'integer', required: true, outOfRange: [0, -500, 125.5, MAX_PRICE_CENTS + 1, 1e21], reason: /valid price/ }],
    },
    {
      operation: 'POST /api/admin/requests/{id}/final-offer',
      okStatus: 204,
      arrange: async () => {
        const countered = await aRequest(t.em(), COUNTERED);
        return {
          valid: { amountCents: 11000 },
          send: await admin('post', `/api/admin/requests/${countered.id}/final-offer`),
          readBack: () => adminGet(`/api/admin/requests/${countered.id}`),
        };
      },
      fields: [{ name: 'amountCents', kind: 'integer', required: true, outOfRange: [0, -1, 110.5, MAX_PRICE_CENTS + 1], reason: /counter-offer amount/ }],
    },
    {
      operation: 'POST /api/admin/requests/{id}/arrival-verification',
      okStatus: 204,
      arrange: async () => {
        const driving = await aPaidRequest(t.em(), { status: 'en_route', provider: await aProvider(t.em(), { name: 'Rosa Diaz' }), providerJobId: aJobCode(), arrivalCode: '4821' });
        return {
          valid: { reason: 'Customer phone off; driver confirmed by the plate' },
          send: await admin('post', `/api/admin/requests/${driving.id}/arrival-verification`),
          readBack: () => adminGet(`/api/admin/requests/${driving.id}`),
        };
      },
      fields: [{ name: 'reason', kind: 'text', required: true, outOfRange: ['  ', 'ok', long(301)], reason: /reason|why/i }],
    },
    {
      operation: 'POST /api/admin/requests/{id}/extras/{extraId}/void',
      okStatus: 200,
      arrange: async () => {
        const paid = await aPaidRequest(t.em(), { status: 'arrived', provider: await aProvider(t.em(), { name: 'Rosa Diaz' }), providerJobId: aJobCode() });
        const [photo] = await t.em().getConnection().execute<Array<{ id: string }>>(
          `insert into job_photos (id, request_id, stage, file_key, content_type, size_bytes, sha256, width, height, taken_at)
           values (gen_random_uuid(), ?, 'extra', 'photos/2026/11/fuzz.jpg', 'image/jpeg', 1, 'x', 1, 1, now()) returning id`,
          [paid.id],
        );
        const [extra] = await t.em().getConnection().execute<Array<{ id: string }>>(
          `insert into extra_charges (id, request_id, number, kind, amount_cents, photo_id, status, proposed_at, asked_at) values (gen_random_uuid(), ?, 1, 'dolly', 5000, ?, 'proposed', now(), now()) returning id`,
          [paid.id, photo.id],
        );
        return {
          valid: { reason: 'Dolly not needed after all' },
          send: await admin('post', `/api/admin/requests/${paid.id}/extras/${extra.id}/void`),
          // The extra as stored: the API's view carries photo links signed anew at every read.
          readBack: () => t.em().getConnection().execute('select status, void_reason from extra_charges where id = ?', [extra.id]),
        };
      },
      fields: [{ name: 'reason', kind: 'text', required: true, outOfRange: ['  ', 'no', long(301)], reason: /why/i }],
    },
    assignment('provider', true),
    assignment('provider', false),
    assignment('provider/reassign', true),
    assignment('provider/reassign', false),
    {
      operation: 'POST /api/admin/providers',
      okStatus: 201,
      arrange: async () => {
        await aProvider(t.em(), { name: 'Rosa Diaz', email: 'rosa@example.com', vehicleInfo: 'White F-550' });
        return {
          valid: { name: 'Marcus Lee', contactName: 'Maria Lopez', phone: '(214) 555-0193', email: 'marcus@example.com', vehicleInfo: 'Red wrecker' },
          send: await admin('post', '/api/admin/providers'),
          readBack: () => adminGet('/api/admin/providers'),
        };
      },
      fields: providerDetails(true),
    },
    {
      operation: 'PATCH /api/admin/providers/{providerId}',
      okStatus: 200,
      arrange: async () => {
        const rosa = await aProvider(t.em(), { name: 'Rosa Diaz', email: 'rosa@example.com', vehicleInfo: 'White F-550' });
        return {
          valid: { name: 'Rosa Diaz-Lopez', contactName: 'Rosa', phone: '(972) 555-0192', email: 'rosa.d@example.com', vehicleInfo: 'Blue wrecker', active: false },
          send: await admin('patch', `/api/admin/providers/${rosa.id}`),
          readBack: () => adminGet('/api/admin/providers'),
        };
      },
      fields: [...providerDetails(false), { name: 'active', kind: 'boolean', outOfRange: [] }],
    },
    {
      operation: 'POST /api/admin/phone-requests',
      okStatus: 201,
      arrange: async () => {
        await aRequest(t.em());
        return {
          valid: {
            phone: '(214) 555-0188',
            email: 'driver@example.com',
            vehicleMake: 'Ford',
            vehicleModel: 'F-150',
            vehicleYear: '2018',
            vehiclePlate: 'ABC1234',
            serviceType: 'jump_start',
            serviceDescription: 'Battery is dead',
            finalPriceCents: 15000,
            depositPercentage: 20,
          },
          send: await admin('post', '/api/admin/phone-requests'),
          readBack: () => adminGet('/api/admin/requests'),
        };
      },
      fields: [
        { name: 'phone', kind: 'text', required: true, outOfRange: ['   ', '555', long(41)], reason: new RegExp(`phone|${MISSING}`, 'i') },
        { name: 'email', kind: 'text', blankAllowed: true, outOfRange: ['driver@', long(255)] },
        { name: 'vehicleMake', kind: 'text', required: true, outOfRange: ['   ', long(61)], reason: new RegExp(`vehicleMake|${MISSING}`) },
        { name: 'vehicleModel', kind: 'text', required: true, outOfRange: ['   ', long(61)], reason: new RegExp(`vehicleModel|${MISSING}`) },
        { name: 'vehicleYear', kind: 'text', required: true, outOfRange: ['   ', '1899', '2999', '18', 'abcd', '20189'], reason: new RegExp(`year|${MISSING}`, 'i') },
        { name: 'vehiclePlate', kind: 'text', blankAllowed: true, outOfRange: [long(21)] },
        { name: 'serviceType', kind: 'text', required: true, outOfRange: ['   ', 'space_flight', long(41)], reason: new RegExp(`service|${MISSING}`, 'i') },
        { name: 'serviceDescription', kind: 'text', blankAllowed: true, outOfRange: [long(2001)] },
        { name: 'finalPriceCents', kind: 'integer', required: true, outOfRange: [0, -1, 150.5, MAX_PRICE_CENTS + 1], reason: /final price/ },
        { name: 'depositPercentage', kind: 'integer', outOfRange: [-1, 101, 12.5], reason: /deposit/ },
      ],
    },
    {
      operation: 'POST /api/admin/conversations/{phone}/replies',
      okStatus: 201,
      arrange: async () => {
        const { phone } = await aRequest(t.em());
        return {
          valid: { body: 'Your driver is 10 minutes away.' },
          send: await admin('post', `/api/admin/conversations/${phone}/replies`),
          readBack: () => adminGet(`/api/admin/conversations/${phone}`),
        };
      },
      fields: [{ name: 'body', kind: 'text', required: true, outOfRange: ['   ', long(MAX_REPLY_LENGTH + 1)], reason: /reply/ }],
    },
    {
      operation: 'POST /api/admin/provider-applications/{id}/reject',
      okStatus: 200,
      arrange: async () => {
        const { id } = (await apply(t)).body as { id: string };
        return {
          valid: { reason: 'The certificate names another company' },
          send: await admin('post', `/api/admin/provider-applications/${id}/reject`),
          // As stored: the API's view carries document links signed anew at every read.
          readBack: () => t.em().getConnection().execute('select status, reject_reason from provider_applications where id = ?', [id]),
        };
      },
      fields: [{ name: 'reason', kind: 'text', required: true, outOfRange: ['  ', 'no', long(301)], reason: /why/i }],
    },
    {
      operation: 'POST /api/admin/providers/{providerId}/reinstate',
      okStatus: 200,
      arrange: async () => {
        const renewed = await aProvider(t.em(), { name: 'Lone Star Wrecker' });
        await t.em().nativeUpdate(Provider, { id: renewed.id }, { networkStatus: 'under_review', ...CURRENT_CREDENTIALS });
        return {
          valid: { reason: 'Renewed policy checked with the carrier' },
          send: await admin('post', `/api/admin/providers/${renewed.id}/reinstate`),
          readBack: () => t.em().getConnection().execute('select network_status from providers where id = ?', [renewed.id]),
        };
      },
      fields: [{ name: 'reason', kind: 'text', required: true, outOfRange: ['  ', 'no', long(301)], reason: /why/i }],
    },
    {
      operation: 'POST /api/admin/session',
      okStatus: 200,
      arrange: async () => {
        // A browser of its own: the record a sign-in changes is its session.
        const browser = request.agent(t.app.getHttpServer());
        return {
          valid: { email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD },
          send: (body) => browser.post('/api/admin/session').send(body),
          readBack: async () => (await browser.get('/api/admin/session')).status,
        };
      },
      fields: [
        { name: 'email', kind: 'text', required: true, outOfRange: ['dispatch@', `${long(250)}@example.com`] },
        { name: 'password', kind: 'text', required: true, outOfRange: [long(1025)] },
      ],
    },
    {
      operation: 'POST /api/admin/session/code',
      okStatus: 200,
      arrange: async () => {
        // A member with an authenticator app, half-way through signing in in a browser of its own.
        const key = newTotpSecret();
        const { member } = await aSignedInMember(t, 'dispatcher');
        await t.em().nativeUpdate(StaffMember, { id: member.id }, { totpSecret: t.app.get(StaffAuthService).sealSecret(key) });
        const browser = request.agent(t.app.getHttpServer());
        await browser.post('/api/admin/session').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
        return {
          valid: { code: await generate({ secret: key }) },
          send: (body) => browser.post('/api/admin/session/code').send(body),
          readBack: async () => (await browser.get('/api/admin/session')).status,
        };
      },
      fields: [{ name: 'code', kind: 'text', required: true, outOfRange: [long(13)] }],
    },
    {
      operation: 'POST /api/admin/session/passkey',
      okStatus: 200,
      arrange: async () => {
        // A member with a passkey, half-way through signing in in a browser of its own.
        const { member, cookie } = await aSignedInMember(t, 'dispatcher');
        const passkey = new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL);
        const creation = await t.http().post('/api/admin/me/passkeys/options').set('Cookie', cookie).expect(200);
        await t.http().post('/api/admin/me/passkeys').set('Cookie', cookie).send({ response: passkey.register(creation.body) }).expect(201);
        const browser = request.agent(t.app.getHttpServer());
        await browser.post('/api/admin/session').send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
        const options = await browser.post('/api/admin/session/passkey/options').expect(200);
        return {
          valid: { response: passkey.signIn(options.body) },
          send: (body) => browser.post('/api/admin/session/passkey').send(body),
          readBack: async () => (await browser.get('/api/admin/session')).status,
        };
      },
      fields: [{ name: 'response', kind: 'object', required: true, outOfRange: [], reason: /passkey/i }],
    },
    {
      operation: 'POST /api/admin/me/passkeys',
      okStatus: 201,
      arrange: async () => {
        const { member, cookie } = await aSignedInMember(t, 'dispatcher');
        const options = await t.http().post('/api/admin/me/passkeys/options').set('Cookie', cookie).expect(200);
        return {
          valid: { response: new SoftwareAuthenticator(TEST_ENV.PUBLIC_URL).register(options.body), name: 'Work laptop' },
          send: (body) => t.http().post('/api/admin/me/passkeys').set('Cookie', cookie).send(body),
          readBack: () => t.em().count(StaffPasskey, { staffMemberId: member.id }),
        };
      },
      fields: [
        { name: 'response', kind: 'object', required: true, outOfRange: [], reason: /passkey/i },
        { name: 'name', kind: 'text', blankAllowed: true, outOfRange: [long(61)] },
      ],
    },
    {
      operation: 'PUT /api/admin/me/authenticator',
      okStatus: 200,
      arrange: async () => {
        const { member, cookie } = await aSignedInMember(t, 'dispatcher');
        const key = await t.http().post('/api/admin/me/authenticator').set('Cookie', cookie).expect(200);
        return {
          valid: { code: await generate({ secret: key.body.totpKey.replace(/ /g, '') }) },
          send: (body) => t.http().put('/api/admin/me/authenticator').set('Cookie', cookie).send(body),
          readBack: async () => (await t.em().findOneOrFail(StaffMember, member.id)).totpLastStep,
        };
      },
      fields: [{ name: 'code', kind: 'text', required: true, outOfRange: [long(13)] }],
    },
    {
      operation: 'PUT /api/admin/staff/policies',
      okStatus: 200,
      arrange: async () => ({
        valid: { viewersNeedSecondFactor: true },
        send: await admin('put', '/api/admin/staff/policies'),
        readBack: async () => ((await adminGet('/api/admin/staff')) as { policies: unknown }).policies,
      }),
      fields: [{ name: 'viewersNeedSecondFactor', kind: 'boolean', required: true, outOfRange: [], reason: /viewers/i }],
    },
    {
      operation: 'POST /api/admin/staff/invitations',
      okStatus: 201,
      arrange: async () => ({
        valid: { name: 'Dana R.', email: `dana.${Math.random().toString(36).slice(2, 8)}@example.com`, phone: '(214) 555-0142', role: 'dispatcher' },
        send: await admin('post', '/api/admin/staff/invitations'),
        readBack: async () => ((await adminGet('/api/admin/staff')) as { invitations: unknown[] }).invitations.length,
      }),
      fields: [
        { name: 'name', kind: 'text', required: true, outOfRange: [long(81)] },
        { name: 'email', kind: 'text', required: true, outOfRange: ['dana@', `${long(250)}@example.com`] },
        { name: 'phone', kind: 'text', required: true, outOfRange: ['555', '(800) 555-0100', long(41)], reason: /phone|mobile/i },
        { name: 'role', kind: 'text', required: true, outOfRange: ['admin', 'Owner'] },
      ],
    },
    {
      operation: 'POST /api/admin/accounts',
      okStatus: 201,
      arrange: async () => ({
        valid: { ...ACCOUNT, name: `Lone Star Fleet ${Math.random().toString(36).slice(2, 8)}` },
        send: await admin('post', '/api/admin/accounts'),
        readBack: async () => ((await adminGet('/api/admin/accounts')) as unknown[]).length,
      }),
      fields: accountFields(true),
    },
    {
      operation: 'PATCH /api/admin/accounts/{id}',
      okStatus: 200,
      arrange: async () => {
        const account = (await (await admin('post', '/api/admin/accounts'))({ ...ACCOUNT, name: `Trinity Dealers ${Math.random().toString(36).slice(2, 8)}` }).expect(201)).body as { id: string };
        return {
          valid: { name: `Trinity Dealers Group ${Math.random().toString(36).slice(2, 8)}`, billingName: 'Ana Ruiz', billingPhone: '(972) 555-0177', billingEmail: '', termsDays: 15, discountBps: 250, pricing: 'dispatcher', creditLimitCents: 900_000 },
          send: await admin('patch', `/api/admin/accounts/${account.id}`),
          readBack: () => adminGet(`/api/admin/accounts/${account.id}`),
        };
      },
      fields: accountFields(false),
    },
    {
      operation: 'POST /api/admin/accounts/{id}/api-keys',
      okStatus: 201,
      arrange: async () => {
        const account = (await (await admin('post', '/api/admin/accounts'))({ ...ACCOUNT, name: `Keys Fleet ${Math.random().toString(36).slice(2, 8)}` }).expect(201)).body as { id: string };
        return {
          valid: { name: 'Dispatch system', scopes: ['jobs:write', 'jobs:read'] },
          send: await admin('post', `/api/admin/accounts/${account.id}/api-keys`),
          readBack: async () => ((await adminGet(`/api/admin/accounts/${account.id}`)) as { keys: unknown[] }).keys.length,
        };
      },
      fields: [
        { name: 'name', kind: 'text', required: true, outOfRange: [long(81)] },
        { name: 'scopes', kind: 'object', required: true, outOfRange: [[], ['jobs:delete'], ['jobs:read', 'jobs:read']], reason: /scope/i },
      ],
    },
    {
      operation: 'POST /api/admin/accounts/{id}/members',
      okStatus: 204,
      arrange: async () => {
        const account = (await (await admin('post', '/api/admin/accounts'))({ ...ACCOUNT, name: `People Fleet ${Math.random().toString(36).slice(2, 8)}` }).expect(201)).body as { id: string };
        return {
          valid: { name: 'Sam Ortiz', email: `sam.${Math.random().toString(36).slice(2, 8)}@fleet.example`, phone: '(214) 555-0199', role: 'requester' },
          send: await admin('post', `/api/admin/accounts/${account.id}/members`),
          readBack: async () => t.em().count(StaffInvitation, { accountId: account.id }),
        };
      },
      fields: [
        { name: 'name', kind: 'text', required: true, outOfRange: ['   ', long(121)] },
        { name: 'email', kind: 'text', required: true, outOfRange: ['sam@', `${long(250)}@example.com`] },
        { name: 'phone', kind: 'text', required: true, outOfRange: ['555', '(800) 555-0100', long(41)], reason: /phone|mobile/i },
        { name: 'role', kind: 'text', required: true, outOfRange: ['owner', 'Requester'] },
      ],
    },
    {
      operation: 'PATCH /api/admin/staff/{memberId}/role',
      okStatus: 200,
      arrange: async () => {
        const { member } = await aSignedInMember(t, 'dispatcher');
        return {
          valid: { role: 'viewer' },
          send: await admin('patch', `/api/admin/staff/${member.id}/role`),
          readBack: async () => (await t.em().findOneOrFail(StaffMember, member.id)).role,
        };
      },
      fields: [{ name: 'role', kind: 'text', required: true, outOfRange: ['admin', 'Owner'] }],
    },
  ];

  it('covers every documented admin route that reads a body, with over 250 bad values', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        // A multipart upload (a provider's documents) has its own tests of what it refuses.
        path.startsWith('/api/admin') && operation.requestBody && !isUpload(operation.requestBody) ? [`${method.toUpperCase()} ${path}`] : [],
      ),
    );
    expect(new Set(routes.map((route) => route.operation))).toEqual(new Set(documented));
    expect(routes.flatMap((route) => route.fields.flatMap(badValues)).length).toBeGreaterThan(250);
  });

  // One record takes every bad value, since none may change it (one that does gets a fresh record),
  // and then the valid body: so the route was reachable in exactly the state that refused the others.
  const titled = routes.map((route): [string, Route] => [[route.operation, route.variant].filter(Boolean).join(' '), route]);

  it.each(titled)('%s refuses each field absent, null, mistyped, empty or out of range, then takes a valid body', async (_title, route) => {
    let target = await route.arrange();
    let before = await target.readBack();
    const problems: string[] = [];

    for (const field of route.fields) {
      for (const { label, value } of badValues(field)) {
        const answer = await target.send(withField(target.valid, field.name, value));
        problems.push(...refusalProblems(answer, field, value).map((problem) => `${field.name} ${label}: ${problem}`));
        if (!isDeepStrictEqual(await target.readBack(), before)) {
          problems.push(`${field.name} ${label}: the record changed`);
          target = await route.arrange();
          before = await target.readBack();
        }
      }
    }
    expect(problems).toEqual([]);

    const answer = await target.send(target.valid);
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: route.okStatus, message: undefined });
    expect(await target.readBack()).not.toEqual(before);
  });
});
