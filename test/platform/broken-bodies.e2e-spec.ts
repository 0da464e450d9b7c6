import { gzipSync } from 'node:zlib';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { anOnlineRequestBody } from '../support/request-bodies';
import { useTestApp } from '../support/use-test-app';

const SIGN_IN = '/api/admin/session';
const VALID_REQUEST = anOnlineRequestBody({ email: 'driver@example.com', vehicleType: 'Pickup Truck' });

describe('Broken request bodies', () => {
  const t = useTestApp();
  const post = (path = SIGN_IN) => t.http().post(path);
  const json = (path?: string) => post(path).set('Content-Type', 'application/json');

  const refusal = (statusCode: number, code: string, message: string) => ({
    statusCode,
    error: { 400: 'Bad Request', 413: 'Payload Too Large', 415: 'Unsupported Media Type' }[statusCode],
    message,
    code,
  });

  it("answers malformed JSON with 400 in the product's own words", async () => {
    const response = await json().send('{"email": ').expect(400);
    expect(response.body).toEqual(refusal(400, 'malformed_body', 'The request body is not valid JSON.'));
  });

  it('answers a null body with 400', async () => {
    const response = await json().send('null').expect(400);
    expect(response.body).toEqual(refusal(400, 'malformed_body', 'The request body must be a JSON object.'));
  });

  it('answers a 1 MB body with 413', async () => {
    const response = await json().send(JSON.stringify({ email: 'a'.repeat(1_000_000) })).expect(413);
    expect(response.body).toEqual(refusal(413, 'body_too_large', 'The request body is too large: the limit is 100 KB.'));
  });

  it('answers a gzip bomb with 415 without inflating it', async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"notes":"'), Buffer.alloc(50_000_000, 0x61), Buffer.from('"}')]));
    const response = await json().set('Content-Encoding', 'gzip').send(bomb).expect(415);
    expect(response.body).toEqual(
      refusal(415, 'unsupported_body', 'Send the request body uncompressed: compressed bodies (Content-Encoding) are not accepted.'),
    );
  });

  it('answers an unknown Content-Encoding with 415', async () => {
    await json().set('Content-Encoding', 'x-klingon').send('{}').expect(415);
  });

  it('answers an unknown charset with 415', async () => {
    const response = await post().set('Content-Type', 'application/json; charset=klingon').send('{}').expect(415);
    expect(response.body).toEqual(refusal(415, 'unsupported_body', 'Send the request body encoded as UTF-8.'));
  });

  it('answers 2,000 form fields on a Twilio webhook with 413', async () => {
    const form = Array.from({ length: 2_000 }, (_, i) => `Field${i}=1`).join('&');
    const response = await post('/api/sms/status').type('form').send(form).expect(413);
    expect(response.body).toEqual(refusal(413, 'body_too_large', 'The form has too many fields: the limit is 200.'));
  });

  it('answers 2,000 form fields elsewhere with 415: the API takes JSON', async () => {
    const form = Array.from({ length: 2_000 }, (_, i) => `field${i}=1`).join('&');
    await post().type('form').send(form).expect(415);
  });

  it('answers JSON nested 3,000 levels deep (under 100 KB) with 400, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`;
    expect(deep.length).toBeLessThan(100_000);
    const response = await json().send(`{"email":"driver@example.com","password":"x","extra":${deep}}`).expect(400);
    expect(response.body).toEqual(refusal(400, 'malformed_body', 'The request body is nested too deeply: at most 32 levels.'));
  });

  it('answers a lone surrogate in an email with 400, not a URIError', async () => {
    const response = await json().send('{"email":"driver\\ud800@example.com","password":"x"}').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request contains characters that cannot be stored.',
      code: 'unstorable_text',
    });
  });

  it('refuses a new request whose email holds a lone surrogate, and stores nothing', async () => {
    const response = await t.http().post('/api/requests').send({ ...VALID_REQUEST, email: 'driver\ud800@example.com' }).expect(400);
    expect(response.body.code).toBe('unstorable_text');
    expect(await t.em().count(CustomerRequest)).toBe(0);
  });

  it("answers a broken body on an unknown /api address with the body's refusal, not the web app", async () => {
    const response = await json('/api/no-such-endpoint').send('{"a":').expect(400);
    expect(response.body.code).toBe('malformed_body');
  });
});
