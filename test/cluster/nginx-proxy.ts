import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../support/wait-for';
import { freePort } from './process-cluster';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** nginx's own liveness, never passed on. */
const NGINX_UP = '/nginx-up';

/**
 * Debian's nginx in front of several api processes, as production runs it: one loopback port,
 * `ip_hash` stickiness (socket.io's long-polling needs every request of a session on one process),
 * a retry on the next process when one refuses or answers 502/503, and websocket upgrades.
 * Everything it writes (pid, logs, temp files) stays in a folder of its own, removed by `stop()`.
 */
export class NginxProxy {
  private child: ChildProcess | null = null;
  private output = '';
  private prefix = '';
  private port = 0;

  constructor(private readonly upstreamPorts: readonly number[]) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts nginx in the foreground; resolves once it answers a request on its port. */
  async start(): Promise<this> {
    this.prefix = await mkdtemp(join(tmpdir(), 'roadside-nginx-'));
    this.port = await freePort();
    const config = join(this.prefix, 'nginx.conf');
    await writeFile(config, this.config());
    this.output = '';
    this.child = spawn(NGINX, ['-p', `${this.prefix}/`, '-c', config, '-e', join(this.prefix, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'pipe',
    });
    this.child.stdout!.on('data', (chunk) => (this.output += chunk));
    this.child.stderr!.on('data', (chunk) => (this.output += chunk));
    let spawnError: Error | null = null;
    this.child.once('error', (error) => (spawnError = error));
    try {
      await waitFor(
        async () => {
          if (spawnError) throw spawnError;
          if (this.child?.exitCode !== null) throw new Error(`exited with ${this.child?.exitCode}`);
          return fetch(`${this.url}${NGINX_UP}`).then(
            () => true,
            () => false,
          );
        },
        15_000,
        50,
      );
    } catch (error) {
      const message = `nginx did not start (${(error as Error).message}):\n${this.output.slice(-2000)}`;
      await this.stop();
      throw new Error(message);
    }
    return this;
  }

  /** Fast shutdown (the master takes its worker with it), then the folder goes. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 5_000)));
      if ((await Promise.race([exited, late])) === 'late') {
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    }
    if (this.prefix) await rm(this.prefix, { recursive: true, force: true });
    this.prefix = '';
  }

  /** What nginx wrote to stdout/stderr, for a failure message. */
  logs(): string {
    return this.output;
  }

  private config(): string {
    const dir = this.prefix;
    const servers = this.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
    const proxied = `
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_connect_timeout 1s;
      # POSTs and PATCHes are passed on only if no process got them at all (nginx's default, kept).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${this.upstreamPorts.length};`;
    // A master running as root hands its worker to `nobody`, who could not write into this folder.
    const user = process.getuid?.() === 0 ? 'user root;' : '';
    return `
${user}
worker_processes 1;
pid ${dir}/nginx.pid;
lock_file ${dir}/nginx.lock;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream api {
    ip_hash;
${servers}
  }

  server {
    listen 127.0.0.1:${this.port};

    # Answered by nginx itself: a probe passed on before any api listens would mark every api down for fail_timeout.
    location = ${NGINX_UP} {
      return 204;
    }

    location / {${proxied}
      proxy_read_timeout 60s;
    }

    location /socket.io/ {${proxied}
      proxy_buffering off;
      proxy_read_timeout 3600s;
    }
  }
}
`;
  }
}
