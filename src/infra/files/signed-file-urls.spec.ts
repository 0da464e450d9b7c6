import { createHmac } from 'node:crypto';
import { DEFAULT_FILE_URL_TTL_SECONDS, fileUrl, SignedFileUrls } from './signed-file-urls';

const SECRET = 'file-link-secret-for-tests-0123456789';
const KEY = 'photos/2026/11/0b8f6c2e-3d4a-4f7b-9a51-6f0e2d1c9b7a.jpg';
const NOW = new Date('2026-11-23T12:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms);

describe(SignedFileUrls.name, () => {
  const urls = new SignedFileUrls(SECRET);

  it('grants the key until the moment the link expires, and not from then on', () => {
    const token = urls.sign(KEY, 60, NOW);
    expect(urls.verify(token, NOW)).toBe(KEY);
    expect(urls.verify(token, after(59_999))).toBe(KEY);
    expect(urls.verify(token, after(60_000))).toBeNull();
    expect(urls.verify(token, after(86_400_000))).toBeNull();
  });

  it('lives ten minutes unless told otherwise', () => {
    expect(DEFAULT_FILE_URL_TTL_SECONDS).toBe(600);
    const token = urls.sign(KEY, undefined, NOW);
    expect(urls.verify(token, after(599_999))).toBe(KEY);
    expect(urls.verify(token, after(600_000))).toBeNull();
    const configured = new SignedFileUrls(SECRET, 30);
    expect(configured.verify(configured.sign(KEY, undefined, NOW), after(30_000))).toBeNull();
  });

  it('refuses a token with any character changed', () => {
    const token = urls.sign(KEY, 60, NOW);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let index = 0; index < token.length; index++) {
      if (token[index] === '.') continue;
      const replacement = alphabet[(alphabet.indexOf(token[index]) + 1) % alphabet.length];
      const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
      expect(urls.verify(tampered, NOW)).toBeNull();
    }
  });

  it('refuses a token whose expiry or key was rewritten, even with the old signature kept', () => {
    const [, signature] = urls.sign(KEY, 60, NOW).split('.');
    const later = Buffer.from(`${after(3_600_000).getTime()}:${KEY}`).toString('base64url');
    const otherKey = Buffer.from(`${after(60_000).getTime()}:photos/2026/11/other.jpg`).toString('base64url');
    expect(urls.verify(`${later}.${signature}`, NOW)).toBeNull();
    expect(urls.verify(`${otherKey}.${signature}`, NOW)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const other = new SignedFileUrls('another-file-link-secret-0123456789');
    expect(urls.verify(other.sign(KEY, 60, NOW), NOW)).toBeNull();
  });

  it.each(['', '.', 'abc', 'abc.def', `${'a'.repeat(10)}.${'b'.repeat(44)}`, 'a/b.c', '../../etc/passwd'])(
    'refuses the malformed token %p',
    (token) => {
      expect(urls.verify(token, NOW)).toBeNull();
    },
  );

  it.each(['../secret', 'photos/../../etc/passwd', '/etc/passwd', '.env', 'photos/2026/11/.a.jpg.type'])(
    'grants no unsafe key %p, even in a token signed with the secret',
    (key) => {
      const payload = Buffer.from(`${after(60_000).getTime()}:${key}`, 'utf8').toString('base64url');
      const token = `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
      expect(urls.verify(token, NOW)).toBeNull();
    },
  );

  it('makes tokens that fit in one URL path segment as they are', () => {
    const token = urls.sign(KEY, 60, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('signs only valid keys and positive whole lifetimes', () => {
    expect(() => urls.sign('../secret', 60, NOW)).toThrow('Refused file key');
    expect(() => urls.sign(KEY, 0, NOW)).toThrow();
    expect(() => urls.sign(KEY, 1.5, NOW)).toThrow();
  });

  it('refuses a short secret', () => {
    expect(() => new SignedFileUrls('short')).toThrow('at least 32 characters');
  });
});

describe(fileUrl.name, () => {
  it('puts the token under /api/files of the public URL', () => {
    expect(fileUrl('https://help.example.com', 'abc.def')).toBe('https://help.example.com/api/files/abc.def');
    expect(fileUrl('https://help.example.com/', 'abc.def')).toBe('https://help.example.com/api/files/abc.def');
  });
});
