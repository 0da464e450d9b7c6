import { createHash, createHmac, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { EMAIL_SHAPE } from '../common/validation/email';
import { AppConfig, FilesConfig, ProcessRole, RuntimeEnv } from './app-config';
import { environmentWithDotEnv } from './env-file';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const DEFAULT_SUPPORT_PHONE = '+12145550123';
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function loadConfig(env: Env = environmentWithDotEnv()): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  };
  const url = (name: string, fallback: string | null, protocols: string[]): string | null => {
    const value = text(name) ?? fallback;
    if (value === null) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return value.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${value}")`);
      return fallback;
    }
  };

  const nodeEnv = oneOf<RuntimeEnv>('NODE_ENV', ['development', 'test', 'production'], 'development');
  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portText}")`);
  }
  const publicUrl = url('PUBLIC_URL', `http://localhost:${portText}`, ['http:', 'https:']) ?? '';
  // The password is the compose file's local default; a trust-auth server ignores it.
  const databaseUrl =
    url('DATABASE_URL', 'postgres://postgres:roadside-local@127.0.0.1:5432/roadside', ['postgres:', 'postgresql:']) ?? '';
  const redisUrl = url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']) ?? '';
  const processRole = oneOf<ProcessRole>('PROCESS_ROLE', ['all', 'api', 'worker'], 'all');

  const supportPhoneText = text('SUPPORT_PHONE') ?? DEFAULT_SUPPORT_PHONE;
  const supportPhone = parsePhoneNumberFromString(supportPhoneText, 'US');
  if (!supportPhone?.isValid()) {
    problems.push(`SUPPORT_PHONE must be a valid phone number (got "${supportPhoneText}")`);
  }

  const adminEmail = text('ADMIN_EMAIL');
  const adminPassword = text('ADMIN_PASSWORD');
  if ((adminEmail === null) !== (adminPassword === null)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminEmail !== null && !EMAIL_SHAPE.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an email address (got "${adminEmail}")`);
  }
  if (adminPassword !== null && adminPassword.length < 12) {
    problems.push('ADMIN_PASSWORD must be at least 12 characters long');
  }

  let sessionSecret = text('SESSION_SECRET');
  if (sessionSecret === null) {
    if (nodeEnv === 'production') problems.push('SESSION_SECRET is required in production');
    sessionSecret = randomBytes(32).toString('hex');
  } else if (sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }

  const allowTestProviders = (text('ALLOW_TEST_PROVIDERS') ?? 'false') === 'true';
  const twilio = loadTwilio(text, url, problems);
  const stripe = loadStripe(text, url, problems);
  if (nodeEnv === 'production' && !allowTestProviders) {
    if (!twilio) problems.push('TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN are required in production (or set ALLOW_TEST_PROVIDERS=true)');
    if (!stripe) problems.push('STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET are required in production (or set ALLOW_TEST_PROVIDERS=true)');
  }

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const trustProxyText = text('TRUST_PROXY') ?? 'false';
  const trustProxy = /^\d+$/.test(trustProxyText)
    ? Number(trustProxyText)
    : trustProxyText === 'true'
      ? true
      : trustProxyText === 'false'
        ? false
        : trustProxyText;

  if (publicUrl.startsWith('https:') && trustProxy === false) {
    problems.push(
      'PUBLIC_URL is https but TRUST_PROXY is false: behind a TLS proxy set TRUST_PROXY (hop count or proxy addresses), ' +
        'or the admin session cookie is never set',
    );
  }

  const installKey = text('INSTALL_KEY') ?? `roadside-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)}`;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(installKey)) {
    problems.push(`INSTALL_KEY may hold only letters, digits, '.', '_' and '-' (got "${installKey}")`);
  }
  const positiveWhole = (name: string, fallback: number): number => {
    const value = text(name) ?? String(fallback);
    if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
    problems.push(`${name} must be a positive whole number (got "${value}")`);
    return fallback;
  };
  const textLimits = {
    perNumberPerHour: positiveWhole('TEXTS_PER_NUMBER_PER_HOUR', 10),
    perAddressPerHour: positiveWhole('TEXTS_PER_ADDRESS_PER_HOUR', 30),
  };
  const smsWorker = {
    concurrency: positiveWhole('SMS_WORKER_CONCURRENCY', 100),
    rateLimitPerSecond: positiveWhole('SMS_RATE_LIMIT_PER_SECOND', 10),
  };

  const offers = { windowSeconds: positiveWhole('OFFER_WINDOW_SECONDS', 180) };
  const arrivals = { slipMinutes: positiveWhole('ETA_SLIP_MINUTES', 5) };
  const noProviderWaitMinutes = positiveWhole('NO_PROVIDER_WAIT_MINUTES', 20);
  const files = loadFiles(text, url, positiveWhole, sessionSecret, problems);
  const smtpUrl = text('SMTP_URL');
  // Its value is not echoed: it may hold a password.
  if (smtpUrl !== null && !(URL.canParse(smtpUrl) && ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol))) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mail = { smtpUrl, from: text('SMTP_FROM') ?? `DFW Roadside <billing@${URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost'}>` };
  const staff = {
    factorKey: staffFactorKey(text, text('SESSION_SECRET') !== null ? sessionSecret : null, databaseUrl, problems),
    secondFactor: staffSecondFactor(text, nodeEnv, problems),
    passkeyRpId: text('PASSKEY_RP_ID') ?? (URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost'),
  };
  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');
  const metricsPort = positiveWhole('METRICS_PORT', 9464);
  if (metricsPort > 65535) problems.push(`METRICS_PORT must be an integer between 1 and 65535 (got "${metricsPort}")`);

  const webhooksAllowLoopback = (text('PARTNER_WEBHOOKS_ALLOW_LOOPBACK') ?? 'false') === 'true';
  if (webhooksAllowLoopback && nodeEnv === 'production') problems.push('PARTNER_WEBHOOKS_ALLOW_LOOPBACK is for tests only: webhooks out must never reach this machine in production');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: nodeEnv,
    port,
    publicUrl,
    databaseUrl,
    redisUrl,
    processRole,
    logLevel: text('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    supportPhone: supportPhone!.number,
    admin: { email: adminEmail?.toLowerCase() ?? null, password: adminPassword },
    session: {
      secret: sessionSecret,
      secureCookie: publicUrl.startsWith('https:'),
      ttlSeconds: 12 * 60 * 60,
      maxAgeSeconds: 7 * 24 * 60 * 60,
    },
    staff,
    twilio,
    stripe,
    maps: {
      tileUrl: text('MAP_TILE_URL') ?? DEFAULT_TILE_URL,
      geocoderUrl: url('GEOCODER_URL', null, ['http:', 'https:']),
      routerUrl: url('ROUTER_URL', null, ['http:', 'https:']),
    },
    corsOrigins,
    allowedOrigins: [...new Set([publicUrl ? new URL(publicUrl).origin : '', ...corsOrigins].filter(Boolean))],
    installKey,
    textLimits,
    smsWorker,
    offers,
    arrivals,
    noProviderWaitMinutes,
    trustProxy,
    allowTestProviders,
    files,
    mail,
    metrics: { token: metricsToken, port: metricsPort },
    partnerWebhooks: { allowLoopback: webhooksAllowLoopback },
    partnerApi: { callsPerMinute: positiveWhole('PARTNER_API_CALLS_PER_MINUTE', 120) },
  };
}

type TextReader = (name: string) => string | null;
type UrlReader = (name: string, fallback: string | null, protocols: string[]) => string | null;

function loadTwilio(text: TextReader, url: UrlReader, problems: string[]): AppConfig['twilio'] {
  const accountSid = text('TWILIO_ACCOUNT_SID');
  const authToken = text('TWILIO_AUTH_TOKEN');
  if (!accountSid && !authToken) return null;
  if (!accountSid || !authToken) {
    problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together');
    return null;
  }
  const from = text('TWILIO_FROM');
  const messagingServiceSid = text('TWILIO_MESSAGING_SERVICE_SID');
  if (!from && !messagingServiceSid) {
    problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when Twilio is configured');
  }
  return { accountSid, authToken, from, messagingServiceSid, apiUrl: url('TWILIO_API_URL', null, ['http:', 'https:']) };
}

function loadStripe(text: TextReader, url: UrlReader, problems: string[]): AppConfig['stripe'] {
  const secretKey = text('STRIPE_SECRET_KEY');
  const webhookSecret = text('STRIPE_WEBHOOK_SECRET');
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
    return null;
  }
  return { secretKey, webhookSecret, connectWebhookSecret: text('STRIPE_CONNECT_WEBHOOK_SECRET') || null, apiUrl: url('STRIPE_API_URL', null, ['http:', 'https:']) };
}

/**
 * The key that seals the staff's authenticator keys in the database. Its own variable, or one derived
 * from SESSION_SECRET; without either (development) one derived from the database's address, so a
 * restart does not lock the staff out (production requires SESSION_SECRET).
 */
function staffFactorKey(text: TextReader, sessionSecret: string | null, databaseUrl: string, problems: string[]): string {
  const own = text('STAFF_FACTOR_KEY');
  if (own !== null && own.length < 32) problems.push('STAFF_FACTOR_KEY must be at least 32 characters long');
  if (own !== null) return own;
  return createHmac('sha256', sessionSecret ?? databaseUrl).update('roadside:staff-factors').digest('hex');
}

/**
 * Whether owners and dispatchers must sign in with a second factor. Always in production; a
 * development or test install may make it optional, so a shared test account signs in with its password.
 */
function staffSecondFactor(text: TextReader, nodeEnv: RuntimeEnv, problems: string[]): 'required' | 'optional' {
  const value = text('STAFF_SECOND_FACTOR') ?? 'required';
  if (value !== 'required' && value !== 'optional') {
    problems.push(`STAFF_SECOND_FACTOR must be 'required' or 'optional' (got "${value}")`);
    return 'required';
  }
  if (value === 'optional' && nodeEnv === 'production') problems.push('STAFF_SECOND_FACTOR cannot be optional in production: owners and dispatchers reach personal data and money');
  return value;
}

const MAX_FILE_URL_TTL_SECONDS = 24 * 60 * 60;

function loadFiles(
  text: TextReader,
  url: UrlReader,
  positiveWhole: (name: string, fallback: number) => number,
  sessionSecret: string,
  problems: string[],
): FilesConfig {
  let urlSecret = text('FILES_URL_SECRET');
  if (urlSecret === null) {
    // A key of its own, so a file link's signature can never stand in for a session cookie's.
    urlSecret = createHmac('sha256', sessionSecret).update('roadside:file-urls').digest('hex');
  } else if (urlSecret.length < 32) {
    problems.push('FILES_URL_SECRET must be at least 32 characters long');
  }
  const urlTtlSeconds = positiveWhole('FILES_URL_TTL_SECONDS', 600);
  if (urlTtlSeconds > MAX_FILE_URL_TTL_SECONDS) {
    problems.push(`FILES_URL_TTL_SECONDS must be at most ${MAX_FILE_URL_TTL_SECONDS} (got "${urlTtlSeconds}")`);
  }
  return { dir: resolve(text('FILES_DIR') ?? './var/files'), s3: loadS3Files(text, url, problems), urlSecret, urlTtlSeconds };
}

function loadS3Files(text: TextReader, url: UrlReader, problems: string[]): FilesConfig['s3'] {
  const required = {
    S3_BUCKET: text('S3_BUCKET'),
    S3_ACCESS_KEY_ID: text('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: text('S3_SECRET_ACCESS_KEY'),
  };
  const missing = Object.entries(required).filter(([, value]) => value === null).map(([name]) => name);
  const optionalSet = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].some((name) => text(name) !== null);
  if (missing.length === 3 && !optionalSet) return null;
  if (missing.length > 0) {
    problems.push(`S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (missing ${missing.join(', ')})`);
    return null;
  }
  const bucket = required.S3_BUCKET!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, '.' and '-' (got "${bucket}")`);
  }
  const region = text('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) problems.push(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  const endpoint = url('S3_ENDPOINT', null, ['http:', 'https:']);
  const pathStyleText = text('S3_FORCE_PATH_STYLE') ?? String(endpoint !== null);
  if (pathStyleText !== 'true' && pathStyleText !== 'false') {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyleText}")`);
  }
  return {
    bucket,
    endpoint,
    region,
    accessKeyId: required.S3_ACCESS_KEY_ID!,
    secretAccessKey: required.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: pathStyleText === 'true',
  };
}
