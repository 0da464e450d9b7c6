import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentWithDotEnv } from './env-file';

describe(environmentWithDotEnv.name, () => {
  const directoryWith = (contents: string) => {
    const directory = mkdtempSync(join(tmpdir(), 'env-file-'));
    writeFileSync(join(directory, '.env'), contents);
    return directory;
  };

  it('fills in variables from .env', () => {
    const env = environmentWithDotEnv({}, directoryWith('PORT=4000\n# a comment\nPUBLIC_URL="http://roadside.lan"\n'));
    expect(env).toEqual({ PORT: '4000', PUBLIC_URL: 'http://roadside.lan' });
  });

  it('lets real environment variables win over .env', () => {
    const env = environmentWithDotEnv({ PORT: '5000' }, directoryWith('PORT=4000\nLOG_LEVEL=debug\n'));
    expect(env).toEqual({ PORT: '5000', LOG_LEVEL: 'debug' });
  });

  it('is not read by test runs', () => {
    expect(environmentWithDotEnv({ NODE_ENV: 'test' }, directoryWith('TWILIO_ACCOUNT_SID=AC123\n'))).toEqual({ NODE_ENV: 'test' });
  });

  it('is the environment as it is when there is no .env', () => {
    const directory = mkdtempSync(join(tmpdir(), 'env-file-'));
    expect(environmentWithDotEnv({ PORT: '5000' }, directory)).toEqual({ PORT: '5000' });
  });
});
