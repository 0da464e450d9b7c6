import { assertContentType, assertFileKey, FileKeyError } from './file-store';

describe(assertFileKey.name, () => {
  it.each(['photos/2026/11/0b8f6c2e-3d4a-4f7b-9a51-6f0e2d1c9b7a.jpg', 'documents/insurance_card.v2.pdf', 'a', 'A-Z_0.9'])(
    'accepts the server-made key %p',
    (key) => {
      expect(() => assertFileKey(key)).not.toThrow();
    },
  );

  it.each([
    '',
    '..',
    '../x',
    'photos/../x',
    'photos/a..jpg',
    '/photos/a.jpg',
    'photos/',
    'photos//a.jpg',
    './a.jpg',
    '.hidden',
    'photos/.a.jpg.type',
    'photos/a b.jpg',
    'photos\\a.jpg',
    'photos/a.jpg?x=1',
    'photos/é.jpg',
    'photos/a\u0000.jpg',
    `photos/${'a'.repeat(201)}.jpg`,
    'a/'.repeat(600) + 'a',
  ])('refuses the key %p', (key) => {
    expect(() => assertFileKey(key)).toThrow(FileKeyError);
  });
});

describe(assertContentType.name, () => {
  it('accepts media types with parameters and refuses anything that could break a header', () => {
    expect(() => assertContentType('image/jpeg')).not.toThrow();
    expect(() => assertContentType('text/plain; charset=utf-8')).not.toThrow();
    for (const refused of ['', ' image/jpeg', 'image/jpeg\r\nSet-Cookie: a=b', 'image/jpeg\n', 'x'.repeat(256)]) {
      expect(() => assertContentType(refused)).toThrow('Refused content type');
    }
  });
});
