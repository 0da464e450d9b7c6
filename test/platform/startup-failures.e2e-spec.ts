import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_ENV } from '../test-env';

const ROOT = join(__dirname, '..', '..');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts an entry point as an operator would, and collects what it prints until it exits. */
function start(entry: 'src/main.ts' | 'src/worker.ts', env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Starting with a dependency that cannot be reached', () => {
  it('stops with one line naming REDIS_URL and the address tried', async () => {
    const port = await closedPort();
    const exit = await start('src/main.ts', { REDIS_URL: `redis://:s3cret-redis@127.0.0.1:${port}/2` });
    expect(exit).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot connect to Redis at 127.0.0.1:${port} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${port}\n`,
    });
  });

  it('stops with one line naming DATABASE_URL and the address tried, never the password', async () => {
    const port = await closedPort();
    const database = new URL(TEST_ENV.DATABASE_URL);
    database.password = 's3cret-postgres';
    database.port = String(port);
    const exit = await start('src/worker.ts', { DATABASE_URL: database.toString() });
    expect(exit).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot connect to PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}\n`,
    });
  });
});
