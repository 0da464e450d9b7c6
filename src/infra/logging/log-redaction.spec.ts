import { REDACTED, redactError, redactHeaders, redactRequest, redactText, redactValue } from './log-redaction';

describe('redactText', () => {
  it.each([
    ['/api/track/ab12cd34', `/api/track/${REDACTED}`],
    ['/api/track/ab12cd34/counter-offer?x=1', `/api/track/${REDACTED}/counter-offer?x=1`],
    ['Open https://roadside.example/track/ab12cd34 for updates', `Open https://roadside.example/track/${REDACTED} for updates`],
    ['/provider/JOB123ABC', `/provider/${REDACTED}`],
    ['/api/offers/AbCdEfGhIjKlMnOpQrStUv/accept', `/api/offers/${REDACTED}/accept`],
    ['Open https://roadside.example/p/AbCdEfGhIjKlMnOpQrStUv', `Open https://roadside.example/p/${REDACTED}`],
    ['Join the desk: https://roadside.example/admin/invite/AbCdEfGhIjKlMnOpQrStUv', `Join the desk: https://roadside.example/admin/invite/${REDACTED}`],
    ['POST /api/staff-invitations/AbCdEfGhIjKlMnOpQrStUv', `POST /api/staff-invitations/${REDACTED}`],
    ['/api/provider-pages/AbCdEfGhIjKlMnOpQrStUv/duty', `/api/provider-pages/${REDACTED}/duty`],
    ['/api/files/MTc2NDA.c2lnbmF0dXJl', `/api/files/${REDACTED}`],
    ['/api/jobs/JOB123ABC/location', `/api/jobs/${REDACTED}/location`],
    ['/api/admin/conversations/+12145550188', `/api/admin/conversations/${REDACTED}`],
    ['/api/admin/conversations/%2B12145550188/replies', `/api/admin/conversations/${REDACTED}/replies`],
    ['/payment/6f1c2d3e-0000-4000-8000-000000000001', `/payment/${REDACTED}`],
    ['/payment-success?session_id=cs_test_a1B2c3', `/payment-success?session_id=${REDACTED}`],
    ['checkout cs_live_a1B2c3D4 completed', `checkout ${REDACTED} completed`],
    ['{"trackingId":"ab12cd34","status":"admin_priced"}', `{"trackingId":"${REDACTED}","status":"admin_priced"}`],
    ["jobId: 'JOB123ABC'", `jobId: '${REDACTED}'`],
    ['Key (customer_tracking_id)=(ab12cd34) already exists.', `Key (customer_tracking_id)=(${REDACTED}) already exists.`],
    ['roadside.sid=s%3AAbCdEfGhIjKlMnOpQrStUvWxYz012345.sig%2Bvalue', `roadside.sid=${REDACTED}`],
    ['session s:AbCdEfGhIjKlMnOpQrStUvWxYz012345.c2lnbmF0dXJl expired', `session ${REDACTED} expired`],
    ['GET sess:AbCdEfGhIjKlMnOpQrStUvWxYz012345', `GET sess:${REDACTED}`],
  ])('redacts %s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('drops the literals of a query quoted in an error, codes and contacts alike', () => {
    const message = `insert into "customer_requests" ("customer_tracking_id", "phone") values ('ab12cd34', '+12145550188') - null value`;
    expect(redactText(message)).toBe(
      `insert into "customer_requests" ("customer_tracking_id", "phone") values ('${REDACTED}', '${REDACTED}') - null value`,
    );
  });

  it('leaves ordinary lines alone', () => {
    for (const text of [
      'Request 6f1c2d3e-0000-4000-8000-000000000001 deleted by dispatch@example.com',
      'Listening on http://localhost:3000 (port 3000, role all)',
      '/api/admin/requests/6f1c2d3e-0000-4000-8000-000000000001/price',
      '/payment-success',
      "Please enter your password",
    ]) {
      expect(redactText(text)).toBe(text);
    }
  });
});

describe('redactText on a line already redacted', () => {
  it('leaves it as it is, so the written line can be checked once more', () => {
    const line = '{"req":{"url":"/api/track/ab12cd34?session_id=cs_test_a1&trackingId=ab12cd34"},"jobId":"JOB123ABC"}';
    const once = redactText(line);
    expect(once).toBe(`{"req":{"url":"/api/track/${REDACTED}?session_id=${REDACTED}&trackingId=${REDACTED}"},"jobId":"${REDACTED}"}`);
    expect(redactText(once)).toBe(once);
  });
});

describe('redactValue', () => {
  it('walks plain objects and arrays, redacting capability fields by name', () => {
    expect(
      redactValue({ msg: 'link /track/ab12cd34', trackingId: 'ab12cd34', nested: [{ jobId: 'JOB123ABC', ok: 1 }], password: 'x' }),
    ).toEqual({ msg: `link /track/${REDACTED}`, trackingId: REDACTED, nested: [{ jobId: REDACTED, ok: 1 }], password: REDACTED });
  });

  it('drops the values a database error lists for its query', () => {
    expect(redactValue({ message: 'duplicate key', parameters: ['ab12cd34', '+12145550188'], bindings: ['JOB123ABC'] })).toEqual({
      message: 'duplicate key',
      parameters: REDACTED,
      bindings: REDACTED,
    });
  });

  it('leaves errors and other instances to the serializers', () => {
    const error = new Error('/track/ab12cd34');
    expect(redactValue(error)).toBe(error);
  });
});

describe('request, response and error serializers', () => {
  it('logs a request without its code, cookie, signatures, other headers or route params', () => {
    const logged = redactRequest({
      id: 'r1',
      method: 'POST',
      url: '/api/track/ab12cd34/accept?session_id=cs_test_a1',
      query: { session_id: 'cs_test_a1', page: '2' },
      headers: {
        cookie: 'roadside.sid=s%3Aabc.def',
        'x-twilio-signature': 'sig',
        'stripe-signature': 't=1,v1=abc',
        referer: 'http://127.0.0.1:3000/track/ab12cd34',
        'user-agent': 'Mobile Safari',
        'x-vendor-token': 'tok_live_123',
        'x-forwarded-for': '203.0.113.9',
      },
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
    expect(logged).toEqual({
      id: 'r1',
      method: 'POST',
      url: `/api/track/${REDACTED}/accept?session_id=${REDACTED}`,
      query: { session_id: REDACTED, page: '2' },
      headers: {
        referer: `http://127.0.0.1:3000/track/${REDACTED}`,
        'user-agent': 'Mobile Safari',
        'x-forwarded-for': '203.0.113.9',
      },
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });

  it('drops a set-cookie header', () => {
    expect(redactHeaders({ 'set-cookie': ['roadside.sid=s%3Aabc.def; Path=/'], 'content-type': 'application/json' })).toEqual({
      'set-cookie': REDACTED,
      'content-type': 'application/json',
    });
  });

  it('redacts the message and stack of a serialized error', () => {
    expect(redactError({ type: 'Error', message: 'no /track/ab12cd34', stack: 'Error: no /track/ab12cd34\n    at x' })).toEqual({
      type: 'Error',
      message: `no /track/${REDACTED}`,
      stack: `Error: no /track/${REDACTED}\n    at x`,
    });
  });
});
