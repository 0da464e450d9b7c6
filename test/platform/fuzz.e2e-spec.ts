import { Agent, request as httpRequest } from 'node:http';
import { takesUpload } from '../../src/common/http/request-bodies';
import { isSignedWebhook, takesFormBody } from '../../src/common/http/signed-webhooks';
import { RegisteredRoute, registeredRoutes } from '../support/registered-routes';
import { useTestApp } from '../support/use-test-app';
import { aSignedInAccountAdmin } from '../accounts/support/account-members';
import { aSignedInMember } from '../staff/staff-support';
import { BodyFormat, Payload, PayloadGenerator, PayloadKind } from './fuzz-payloads';

const SEED = 20_261_123;
const CONCURRENCY = 16;
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f022';
const UNKNOWN_TRACKING_CODE = 'fuzz0000';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const SIGN_IN = 'POST /api/admin/session';
/** Signing in is open to anyone: the password, then a code or a passkey. */
const SIGNING_IN = [SIGN_IN, 'POST /api/admin/session/code', 'POST /api/admin/session/passkey/options', 'POST /api/admin/session/passkey'];

/** An endpoint as the fuzz test addresses it, with what it must answer a well-formed but invalid body. */
interface Target {
  method: string;
  /** The route as documented, e.g. /api/track/{trackingId}. */
  route: string;
  /** The route with its parameters filled in. */
  path: string;
  format: Exclude<BodyFormat, 'other'>;
  /** Whether the endpoint reads a body (the others ignore a well-formed one). */
  readsBody: boolean;
  /** Who it needs: a staff session, an account member's session, or a partner API key; null for anyone. */
  credential: Credential | null;
  known: boolean;
}

type Credential = 'admin' | 'portal' | 'partner';

/** What a signed-in request carries, for each audience. */
type Credentials = Record<Credential, Record<string, string>>;

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** The one status each kind of broken body gets, whatever the endpoint, with the code that says why. */
const TRANSPORT_ANSWERS: Record<Exclude<PayloadKind, 'invalid'>, [number, string]> = {
  syntax: [400, 'malformed_body'],
  'not-object': [400, 'malformed_body'],
  'too-deep': [400, 'malformed_body'],
  'too-large': [413, 'body_too_large'],
  'too-many-fields': [413, 'body_too_large'],
  'media-type': [415, 'unsupported_body'],
  charset: [415, 'unsupported_body'],
  encoding: [415, 'unsupported_body'],
};

/** Every payload to every route (well over ten thousand requests a test): a guard against a hang, not a speed target. */
const FUZZ_TIMEOUT_MS = 180_000;
/**
 * Each payload goes to every SPREAD-th target, a different share for the next payload, so every kind of
 * payload still reaches every target, with and without its credential, in a quarter of the requests
 * (sending each payload to each target took some four minutes of the integration tier).
 */
const SPREAD = 4;

describe('Fuzzing every endpoint with malformed bodies', () => {
  const t = useTestApp({
    // Every request comes from its own address (X-Forwarded-For through one trusted proxy), so the
    // per-address rate limits, which answer 429 by design, stay out of the way.
    env: {
      TRUST_PROXY: '1',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000f22',
      TWILIO_AUTH_TOKEN: 'fuzz-auth-token-0123456789abcdef',
      TWILIO_FROM: '+14695550100',
      // One key takes every payload: its per-minute budget is not what this test is about.
      PARTNER_API_CALLS_PER_MINUTE: '1000000',
    },
    resetDatabase: false,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let targets: Target[] = [];
  let payloads: Payload[] = [];
  let requestCount = 0;

  beforeAll(async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    targets = [...documentedTargets(document), ...undocumentedTargets(registeredRoutes(t.app), document), ...unknownTargets()];
    payloads = new PayloadGenerator(SEED, documentedBodies(document)).all();
  });
  afterAll(() => agent.destroy());

  it('covers every public and admin endpoint, the signed webhooks among them, with over 500 payloads', () => {
    const routes = targets.filter((target) => target.known).map((target) => `${target.method} ${target.route}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/requests',
        'GET /api/track/{trackingId}',
        'POST /api/track/{trackingId}/counter-offer',
        SIGN_IN,
        'DELETE /api/admin/session',
        'POST /api/admin/requests/{id}/price',
        'POST /api/sms/status',
        'POST /api/sms/inbound',
        'POST /api/partner/v1/jobs',
        'POST /api/business/jobs',
      ]),
    );
    expect(payloads.length).toBeGreaterThanOrEqual(500);
    expect(new Set(payloads.map((payload) => payload.kind))).toEqual(new Set([...Object.keys(TRANSPORT_ANSWERS), 'invalid']));
  });

  const transportCases = Object.entries(TRANSPORT_ANSWERS).map(([kind, [status, code]]) => ({ kind, status, code }));

  it.each(transportCases)('answers every $kind body with $status $code', async ({ kind, status, code }) => {
    const { serverErrors, wrongAnswers } = await fuzz(
      payloads.filter((payload) => payload.kind === kind),
      await credentials(),
      (payload, target) => {
        // A cut-off multipart form to the photo upload is its own spec's case (job-photos): it is the type that address reads.
        if (target.format === 'multipart' && /^multipart\/form-data/i.test(payload.headers['Content-Type'] ?? '')) return null;
        return payload.kind === 'media-type' || payload.format === target.format ? status : 415;
      },
      (answer) => (JSON.parse(answer.body) as { code?: string }).code === (answer.status === 415 ? 'unsupported_body' : code),
    );
    expect(serverErrors).toEqual([]);
    expect(wrongAnswers).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  it('answers a well-formed body that breaks the rules with 400, or 401 without a session, 403 unsigned, 404 unknown', async () => {
    const signedIn = await credentials();
    const { serverErrors, wrongAnswers } = await fuzz(
      payloads.filter((payload) => payload.kind === 'invalid'),
      signedIn,
      (payload, target, signedIn) => {
        if (payload.format !== target.format) return 415;
        if (!target.known) return 404;
        if (!target.readsBody) return null;
        // Twilio's unsigned callbacks are forbidden; Stripe's are answered 400, as Stripe expects.
        if (isSignedWebhook(target.path.slice('/api'.length))) return target.format === 'form' ? 403 : 400;
        if (target.credential && !signedIn) return 401;
        return 400;
      },
    );
    expect(serverErrors).toEqual([]);
    expect(wrongAnswers).toEqual([]);
    // The session survived everything sent with it.
    await t.http().get('/api/admin/session').set(signedIn.admin).expect(200);
    await t.http().get('/api/business/me').set(signedIn.portal).expect(200);
  }, FUZZ_TIMEOUT_MS);

  /**
   * A staff session, a business account admin's session and a partner key with both scopes, for a
   * new account: made for each test, as sessions are not kept from one test to the next.
   */
  async function credentials(): Promise<Credentials> {
    // An owner of its own, not the shared first owner, whose row every file of this worker signs in with.
    const admin = { Cookie: (await aSignedInMember(t, 'owner', 'Fuzz Owner')).cookie };
    await t.http().get('/api/admin/session').set(admin).expect(200);
    const name = `Fuzz Fleet ${Math.random().toString(36).slice(2, 8)}`;
    const account = await t.http().post('/api/admin/accounts').set(admin).send({ name, billingName: 'Maria Lopez', billingPhone: '(214) 555-0142', termsDays: 30, creditLimitCents: 100_000 }).expect(201);
    const key = await t.http().post(`/api/admin/accounts/${account.body.id}/api-keys`).set(admin).send({ name: 'Fuzz', scopes: ['jobs:write', 'jobs:read'] }).expect(201);
    return { admin, portal: { Cookie: await aSignedInAccountAdmin(t, account.body.id as string) }, partner: { Authorization: `Bearer ${key.body.key}` } };
  }

  /**
   * Sends each payload to each target and reports every 5xx, and every other answer that is not the
   * expected status, not a JSON error body with a message, or not the expected code. Targets that need
   * a credential get every other payload they are sent with it, so each kind reaches each of them both ways.
   */
  async function fuzz(
    selected: Payload[],
    signedInAs: Credentials,
    expected: (payload: Payload, target: Target, signedIn: boolean) => number | null,
    codeMatches: (answer: Answer) => boolean = () => true,
  ): Promise<{ serverErrors: string[]; wrongAnswers: string[] }> {
    // A kind with too few payloads to share out goes to every target.
    const spread = selected.length >= 2 * SPREAD ? SPREAD : 1;
    const jobs = selected.flatMap((payload, payloadIndex) =>
      targets.flatMap((target, targetIndex) => {
        const turn = payloadIndex + targetIndex;
        if (turn % spread !== 0) return [];
        const signedIn = target.credential !== null && Math.floor(turn / spread) % 2 === 1;
        const status = expected(payload, target, signedIn);
        return status === null ? [] : [{ payload, target, signedIn, status }];
      }),
    );
    const serverErrors: string[] = [];
    const wrongAnswers: string[] = [];
    await inParallel(jobs, async ({ payload, target, signedIn, status }) => {
      const answer = await send(target, payload, signedIn && target.credential ? signedInAs[target.credential] : {});
      if (answer.status === status && isErrorBody(answer, status) && codeMatches(answer)) return;
      const request = `${target.method} ${target.path} (${signedIn ? 'signed in' : 'anonymous'}) ${payload.kind}: ${payload.label}`;
      const report = `${request} → expected ${status}, got ${answer.status} ${answer.body.slice(0, 200)}`;
      (answer.status >= 500 ? serverErrors : wrongAnswers).push(report);
    });
    return { serverErrors, wrongAnswers };
  }

  function send(target: Target, payload: Payload, credential: Record<string, string>): Promise<Answer> {
    requestCount += 1;
    const headers: Record<string, string | number> = {
      ...payload.headers,
      'X-Forwarded-For': `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
      ...credential,
      ...(payload.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': payload.body.length }),
    };
    const url = new URL(target.path, t.url);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method: target.method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body });
        });
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      if (payload.chunked) {
        const chunk = 16_384;
        for (let offset = 0; offset < payload.body.length; offset += chunk) outgoing.write(payload.body.subarray(offset, offset + chunk));
        outgoing.end();
      } else {
        outgoing.end(payload.body);
      }
    });
  }
});

function isErrorBody(answer: Answer, status: number): boolean {
  if (!answer.contentType?.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(answer.body) as { statusCode?: number; message?: unknown };
    const message = Array.isArray(body.message) ? body.message.join(' ') : body.message;
    return body.statusCode === status && typeof message === 'string' && message.length > 0;
  } catch {
    return false;
  }
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

function target(method: string, route: string, readsBody: boolean, known = true): Target {
  const path = route.replace(/\{id\}/g, UNKNOWN_ID).replace(/\{[^}]+\}/g, UNKNOWN_TRACKING_CODE);
  const relative = path.slice('/api'.length);
  return {
    method,
    route,
    path,
    format: takesFormBody(relative) ? 'form' : takesUpload(relative) && method === 'POST' ? 'multipart' : 'json',
    readsBody,
    credential: credentialOf(path, `${method} ${route}`),
    known,
  };
}

function credentialOf(path: string, operation: string): Credential | null {
  if (/^\/api\/admin(\/|$)/.test(path)) return SIGNING_IN.includes(operation) ? null : 'admin';
  if (/^\/api\/business(\/|$)/.test(path)) return 'portal';
  if (path.startsWith('/api/partner/')) return 'partner';
  return null;
}

function documentedTargets(document: OpenApiDocument): Target[] {
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => target(method.toUpperCase(), route, operation.requestBody !== undefined)),
  );
}

/** Routes Nest serves but the document leaves out: the signed webhooks. */
function undocumentedTargets(routes: RegisteredRoute[], document: OpenApiDocument): Target[] {
  const documented = new Set(Object.keys(document.paths));
  return routes.flatMap((route) => {
    if (!route.path.startsWith('/api/') || route.path.startsWith('/api/docs') || route.path.includes('*')) return [];
    const asDocumented = route.path.replace(/:(\w+)/g, '{$1}');
    if (documented.has(asDocumented)) return [];
    return [target(route.method, asDocumented, true)];
  });
}

function unknownTargets(): Target[] {
  return [
    target('POST', '/api/no-such-endpoint', true, false),
    target('PUT', '/api/admin/session', true, false),
    target('PATCH', '/api/admin/no-such-endpoint', true, false),
    target('DELETE', '/api/track', true, false),
    target('POST', '/api/sms/no-such-webhook', true, false),
  ];
}

/** The fields of each documented request body, so generated bodies reach the validators. */
function documentedBodies(document: OpenApiDocument): string[][] {
  const references = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations).map((operation) => operation.requestBody?.content?.['application/json']?.schema?.$ref),
  );
  const names = [...new Set(references.filter((reference): reference is string => reference !== undefined))].sort();
  return names.map((reference) => Object.keys(document.components?.schemas?.[reference.split('/').pop() ?? '']?.properties ?? {}));
}
