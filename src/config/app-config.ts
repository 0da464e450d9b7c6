export type ProcessRole = 'all' | 'api' | 'worker';
export type RuntimeEnv = 'development' | 'test' | 'production';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string | null;
  messagingServiceSid: string | null;
  /** Loopback stand-in of the Twilio REST API (tests, local rehearsal). */
  apiUrl: string | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The secret of a second webhook endpoint for events from providers' connected accounts, when Stripe sends those apart. */
  connectWebhookSecret: string | null;
  /** Loopback stand-in of the Stripe API (tests, local rehearsal). */
  apiUrl: string | null;
}

export interface S3FilesConfig {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, a loopback stand-in); null: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface FilesConfig {
  /** Absolute folder of the disk store, used when `s3` is null. */
  dir: string;
  s3: S3FilesConfig | null;
  /** Signs the app's own short-lived file links (`/api/files/<token>`). */
  urlSecret: string;
  urlTtlSeconds: number;
}

export interface AppConfig {
  env: RuntimeEnv;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  processRole: ProcessRole;
  logLevel: string;
  supportPhone: string;
  admin: { email: string | null; password: string | null };
  /** A staff session ends after `ttlSeconds` idle, and `maxAgeSeconds` after sign-in whatever happens. */
  session: { secret: string; secureCookie: boolean; ttlSeconds: number; maxAgeSeconds: number };
  /**
   * `factorKey` seals the staff's authenticator keys in the database. `secondFactor`: whether owners
   * and dispatchers (and viewers, when an owner says so) must have one. `passkeyRpId`: the domain passkeys
   * are made for (PUBLIC_URL's host unless set); a page on another of `allowedOrigins` under it may use them.
   */
  staff: { factorKey: string; secondFactor: 'required' | 'optional'; passkeyRpId: string };
  twilio: TwilioConfig | null;
  stripe: StripeConfig | null;
  maps: { tileUrl: string; geocoderUrl: string | null; routerUrl: string | null };
  corsOrigins: string[];
  /** Origins allowed to open sockets and send state-changing requests: PUBLIC_URL's and CORS_ORIGINS. */
  allowedOrigins: string[];
  /**
   * Prefix of every Redis key and pub/sub channel of this install, so installs sharing a Redis
   * server never see each other's events or counters (pub/sub ignores the database number).
   */
  installKey: string;
  /** Texts allowed to one destination number, and from one client address, per hour. */
  textLimits: { perNumberPerHour: number; perAddressPerHour: number };
  /**
   * The sms queue's worker: jobs it runs at once, and the jobs allowed per second across every
   * worker process. The app sends from one number (or one messaging service), so this is the
   * per-sender limit.
   */
  smsWorker: { concurrency: number; rateLimitPerSecond: number };
  /** How long a provider has to answer a job offer. */
  offers: { windowSeconds: number };
  /** A predicted arrival later than the promise by more than `slipMinutes` is a slip: the customer is texted and offered a refund. */
  arrivals: { slipMinutes: number };
  /** Minutes after payment with no provider accepted before the customer is offered their refund (WAIT or REFUND). */
  noProviderWaitMinutes: number;
  /** Fastify's trustProxy: false (direct), a hop count, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string;
  allowTestProviders: boolean;
  files: FilesConfig;
  /** Email out (the monthly invoices): an SMTP server's URL, null to send none, and the sender. */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Prometheus scrapes: null token, no metrics. An api process serves them at /api/metrics, a worker
   * (which has no HTTP server) on `port`; both only to a bearer of the token.
   */
  metrics: { token: string | null; port: number };
  /** Webhooks out to business accounts; `allowLoopback` (tests only, never in production) lets them reach this machine over plain HTTP. */
  partnerWebhooks: { allowLoopback: boolean };
  /** The partner API's budget of calls per key and minute. */
  partnerApi: { callsPerMinute: number };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
