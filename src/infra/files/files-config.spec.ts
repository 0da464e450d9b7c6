import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config/load-config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const S3_ENV = { S3_BUCKET: 'roadside-photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };
const SESSION_SECRET = 'session-secret-for-tests-0123456789';

describe('loadConfig files', () => {
  it('keeps files on disk under ./var/files, with ten-minute links, when nothing is set', () => {
    const { files } = loadConfig({});
    expect(files).toMatchObject({ dir: resolve('var/files'), s3: null, urlTtlSeconds: 600 });
    expect(files.urlSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('resolves FILES_DIR against the working folder', () => {
    expect(loadConfig({ FILES_DIR: 'data/uploads' }).files.dir).toBe(resolve('data/uploads'));
    expect(loadConfig({ FILES_DIR: '/srv/roadside/files' }).files.dir).toBe('/srv/roadside/files');
  });

  it('derives the link secret from the session secret, distinct from it, unless FILES_URL_SECRET is set', () => {
    const derived = loadConfig({ SESSION_SECRET }).files.urlSecret;
    expect(derived).not.toBe(SESSION_SECRET);
    expect(loadConfig({ SESSION_SECRET }).files.urlSecret).toBe(derived);
    expect(loadConfig({ SESSION_SECRET: `${SESSION_SECRET}x` }).files.urlSecret).not.toBe(derived);
    expect(loadConfig({ SESSION_SECRET, FILES_URL_SECRET: 'f'.repeat(32) }).files.urlSecret).toBe('f'.repeat(32));
  });

  it('uses AWS S3 with virtual-hosted buckets when only the bucket and keys are set', () => {
    expect(loadConfig(S3_ENV).files.s3).toEqual({
      bucket: 'roadside-photos',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
  });

  it('uses path-style addressing for an S3-compatible endpoint unless told not to', () => {
    const compatible = { ...S3_ENV, S3_ENDPOINT: 'https://files.example.com/', S3_REGION: 'auto' };
    expect(loadConfig(compatible).files.s3).toMatchObject({ endpoint: 'https://files.example.com', region: 'auto', forcePathStyle: true });
    expect(loadConfig({ ...compatible, S3_FORCE_PATH_STYLE: 'false' }).files.s3?.forcePathStyle).toBe(false);
  });

  const together = 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together';
  it.each([
    [{ S3_BUCKET: 'roadside-photos' }, `${together} (missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, `${together} (missing S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`],
    [
      { ...S3_ENV, S3_BUCKET: 'Roadside_Photos' },
      `S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, '.' and '-' (got "Roadside_Photos")`,
    ],
    [{ ...S3_ENV, S3_ENDPOINT: 'files.example.com' }, 'S3_ENDPOINT must be a http: or https: URL (got "files.example.com")'],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false (got "yes")'],
    [{ ...S3_ENV, S3_REGION: 'US East' }, 'S3_REGION must be a region name such as us-east-1 (got "US East")'],
    [{ FILES_URL_SECRET: 'short' }, 'FILES_URL_SECRET must be at least 32 characters long'],
    [{ FILES_URL_TTL_SECONDS: '0' }, 'FILES_URL_TTL_SECONDS must be a positive whole number (got "0")'],
    [{ FILES_URL_TTL_SECONDS: '86401' }, 'FILES_URL_TTL_SECONDS must be at most 86400 (got "86401")'],
  ])('names the variable that is wrong: %p', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });
});
