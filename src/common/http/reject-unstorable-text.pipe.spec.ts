import { AppError } from '../errors/app-error';
import { RejectUnstorableTextPipe } from './reject-unstorable-text.pipe';

describe('RejectUnstorableTextPipe', () => {
  const pipe = new RejectUnstorableTextPipe();
  const refusal = (value: unknown): string | null => {
    try {
      pipe.transform(value);
      return null;
    } catch (error) {
      return error instanceof AppError ? error.code : 'not an AppError';
    }
  };

  it.each([
    ['a NUL character', { notes: 'a\u0000b' }],
    ['a lone high surrogate', { email: '\ud800@example.com' }],
    ['a lone low surrogate', { email: 'driver\udfff@example.com' }],
    ['a reversed pair', { notes: '\udc00\ud800' }],
    ['a surrogate in a key', { ['x\ud800']: 1 }],
    ['a surrogate deep inside', { a: [{ b: [{ c: ['\ud800'] }] }] }],
  ])('refuses %s', (_name, value) => {
    expect(refusal(value)).toBe('unstorable_text');
  });

  it.each([
    ['an emoji (a whole surrogate pair)', { notes: 'Flat tire 😀' }],
    ['accents and other scripts', { notes: 'Café — 道路' }],
    ['numbers, booleans and nulls', { a: 1, b: true, c: null, d: [1.5, false] }],
  ])('accepts %s', (_name, value) => {
    expect(refusal(value)).toBeNull();
  });

  it('scans a body nested thousands of levels deep without exhausting the stack', () => {
    let value: unknown = '\ud800';
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(refusal(value)).toBe('unstorable_text');
  });
});
