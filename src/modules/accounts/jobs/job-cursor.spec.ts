import { decodeCursor, encodeCursor } from './job-cursor';

describe('the jobs pages cursor', () => {
  it('comes back as the place it was made from', () => {
    const at = { createdAt: new Date('2026-11-23T15:00:00.123Z'), id: '0b6f6d0e-8a52-4f8e-9d51-2b7a9c0e4d11' };
    expect(decodeCursor(encodeCursor(at))).toEqual(at);
  });

  it.each(['', 'not-a-cursor', Buffer.from('["yesterday","x"]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url'), Buffer.from(`["2026-11-23T15:00:00Z","1 or 1=1"]`).toString('base64url')])(
    'refuses %j with a 400 a developer can act on',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ kind: 'bad_request', code: 'invalid_cursor' }));
    },
  );
});
