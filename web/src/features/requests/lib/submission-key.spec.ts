import { keyForSubmission, newIdempotencyKey } from './submission-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('keyForSubmission', () => {
  const body = { phone: '(214) 555-0188', vehicleMake: 'Ford' };
  let issued = 0;
  const counter = () => `key-${++issued}`;

  beforeEach(() => {
    issued = 0;
  });

  it('makes a key for a first submission', () => {
    expect(keyForSubmission(body, null, counter)).toEqual({ key: 'key-1', body: JSON.stringify(body) });
  });

  it('reuses the key when the same submission is sent again', () => {
    const first = keyForSubmission(body, null, counter);
    expect(keyForSubmission({ ...body }, first, counter).key).toBe('key-1');
  });

  it('makes a new key once the form was edited', () => {
    const first = keyForSubmission(body, null, counter);
    expect(keyForSubmission({ ...body, vehicleMake: 'Toyota' }, first, counter).key).toBe('key-2');
  });
});

describe('newIdempotencyKey', () => {
  it('is a random UUID the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('still makes a UUID where randomUUID is missing (a plain-HTTP page)', () => {
    const random = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    expect(newIdempotencyKey(random)).toMatch(UUID_V4);
  });
});
