import { mkdtemp, rm } from 'node:fs/promises';
import { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3FilesConfig } from '../../src/config/app-config';
import { closeServer } from './stand-in';

interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}

interface S3rver {
  httpServer: Server;
  run(): Promise<{ port: number }>;
}

// s3rver ships without type declarations; these are the few members used here.
const S3rver = createRequire(__filename)('s3rver') as new (options: S3rverOptions) => S3rver;

/** The key pair s3rver knows: it refuses another access key id (it does not check V4 signatures). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A loopback S3-compatible service (s3rver) keeping its objects in a temporary folder, one bucket made at start. */
export class S3StandIn {
  url = '';
  private server: S3rver | null = null;
  private directory = '';

  constructor(readonly bucket = 'roadside-files') {}

  async start(): Promise<this> {
    this.directory = await mkdtemp(join(tmpdir(), 'roadside-s3-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: this.directory,
      silent: true,
      configureBuckets: [{ name: this.bucket }],
    });
    const { port } = await this.server.run();
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (this.server) await closeServer(this.server.httpServer);
    this.server = null;
    if (this.directory) await rm(this.directory, { recursive: true, force: true });
  }

  /** The store's settings, for building an `S3FileStore` directly. */
  config(): S3FilesConfig {
    return { bucket: this.bucket, endpoint: this.url, region: 'us-east-1', ...CREDENTIALS, forcePathStyle: true };
  }

  /** The environment that points an app at this stand-in. */
  env(): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.url,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
  }
}
