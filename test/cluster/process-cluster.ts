import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { waitFor } from '../support/wait-for';

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/** A free loopback port, for a process that must be told its port before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One process of the built app (`dist/main.js`), started with its role and environment. */
export class AppProcess {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  /** Starts the process; it is ready once `ready` says so (for an api, by default, once its health check answers). */
  async start(ready: () => Promise<boolean> = () => this.healthy()): Promise<this> {
    this.output = '';
    this.child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...this.env }, stdio: 'pipe' });
    this.child.stdout!.on('data', (chunk) => (this.output += chunk));
    this.child.stderr!.on('data', (chunk) => (this.output += chunk));
    try {
      await waitFor(
        async () => {
          if (this.child?.exitCode !== null) throw new Error(`exited with ${this.child?.exitCode}`);
          return ready();
        },
        60_000,
        100,
      );
    } catch (error) {
      throw new Error(`${this.name} did not start (${(error as Error).message}):\n${this.output.slice(-4000)}`);
    }
    return this;
  }

  private healthy(): Promise<boolean> {
    return fetch(`${this.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  }

  /** Ends the process at once, as a crash or an out-of-memory kill would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /**
   * Ends the process the way an orchestrator does, letting it finish what it holds; killed if it has
   * not exited after 10 s. Answers its exit code: 0 for a clean stop, null when it had to be killed.
   */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    const code = child.exitCode;
    await this.kill();
    return code;
  }

  logs(): string {
    return this.output;
  }
}

/** The dispatcher every cluster process is started with. */
export const CLUSTER_ADMIN = { email: 'dispatch@example.com', password: 'correct-horse-battery' };
const CLUSTER_TWILIO = { sid: 'AC00000000000000000000000000000009', token: 'cluster-auth-token-0123456789', from: '+14695550100' };

export interface ClusterProcessOptions {
  port: number;
  role: 'api' | 'worker';
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Where the process's texts go: the Twilio stand-in, or a relay in front of it. */
  twilioUrl: string;
}

/** The environment of one process of a cluster test; a spec adds what only it needs. */
export function clusterProcessEnv(options: ClusterProcessOptions): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PROCESS_ROLE: options.role,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'cluster-session-secret-0123456789abcdef',
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    STAFF_SECOND_FACTOR: 'optional',
    TWILIO_ACCOUNT_SID: CLUSTER_TWILIO.sid,
    TWILIO_AUTH_TOKEN: CLUSTER_TWILIO.token,
    TWILIO_FROM: CLUSTER_TWILIO.from,
    TWILIO_API_URL: options.twilioUrl,
    // Bursts of 1,000 texts at the default 10 a second would outlast the tests.
    SMS_RATE_LIMIT_PER_SECOND: '1000',
  };
}
