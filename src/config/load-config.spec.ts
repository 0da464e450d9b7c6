import { ConfigError, loadConfig } from './load-config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe(loadConfig.name, () => {
  it('runs locally with no environment at all, on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: 'postgres://postgres:roadside-local@127.0.0.1:5432/roadside',
      redisUrl: 'redis://127.0.0.1:6379',
      processRole: 'all',
      supportPhone: '+12145550123',
      twilio: null,
      stripe: null,
    });
    expect(config.session.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.session.secureCookie).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres: or postgresql: URL (got "mysql://x")'],
    [{ REDIS_URL: 'nope' }, 'REDIS_URL must be a redis: or rediss: URL (got "nope")'],
    [{ PROCESS_ROLE: 'both' }, 'PROCESS_ROLE must be one of all, api, worker (got "both")'],
    [{ SUPPORT_PHONE: '12' }, 'SUPPORT_PHONE must be a valid phone number (got "12")'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ TWILIO_ACCOUNT_SID: 'AC1' }, 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together'],
  ])('names the variable that is wrong: %p', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it('refuses production without a session secret or real providers, unless test providers are allowed', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required in production',
      'TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN are required in production (or set ALLOW_TEST_PROVIDERS=true)',
      'STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET are required in production (or set ALLOW_TEST_PROVIDERS=true)',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ALLOW_TEST_PROVIDERS: 'true' }),
    ).toEqual([]);
  });

  it('requires a second factor of the staff unless a non-production install says otherwise', () => {
    expect(loadConfig({}).staff.secondFactor).toBe('required');
    expect(loadConfig({ STAFF_SECOND_FACTOR: 'optional' }).staff.secondFactor).toBe('optional');
    expect(() => loadConfig({ STAFF_SECOND_FACTOR: 'sometimes' })).toThrow("STAFF_SECOND_FACTOR must be 'required' or 'optional'");
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), STAFF_SECOND_FACTOR: 'optional' })).toThrow('STAFF_SECOND_FACTOR cannot be optional in production');
  });

  it('seals the staff’s authenticator keys under a key that outlives a restart, even without SESSION_SECRET', () => {
    expect(loadConfig({}).staff.factorKey).toBe(loadConfig({}).staff.factorKey);
    expect(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }).staff.factorKey).not.toBe(loadConfig({}).staff.factorKey);
    expect(loadConfig({ STAFF_FACTOR_KEY: 'k'.repeat(32) }).staff.factorKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ STAFF_FACTOR_KEY: 'short' })).toThrow('STAFF_FACTOR_KEY must be at least 32 characters long');
  });

  it('marks the session cookie Secure when the public URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://help.example.com/', TRUST_PROXY: '1' })).toMatchObject({
      publicUrl: 'https://help.example.com',
      session: { secureCookie: true },
    });
  });

  it('refuses an https public URL without proxy trust, naming both variables', () => {
    expect(problemsOf({ PUBLIC_URL: 'https://help.example.com' })).toEqual([
      'PUBLIC_URL is https but TRUST_PROXY is false: behind a TLS proxy set TRUST_PROXY (hop count or proxy addresses), ' +
        'or the admin session cookie is never set',
    ]);
  });

  it('allows sockets and state changes from the public origin and the CORS origins', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://roadside.lan:8080/app', CORS_ORIGINS: 'https://ops.example.com' });
    expect(config.allowedOrigins).toEqual(['http://roadside.lan:8080', 'https://ops.example.com']);
  });

  it('derives an install key from the database, so two installs on one Redis server never share keys', () => {
    const first = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/roadside' }).installKey;
    const second = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/roadside_two' }).installKey;
    expect(first).toMatch(/^roadside-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(loadConfig({ INSTALL_KEY: 'dfw-main' }).installKey).toBe('dfw-main');
  });

  it('reads the text limits and refuses a non-positive one', () => {
    expect(loadConfig({ TEXTS_PER_NUMBER_PER_HOUR: '4' }).textLimits).toEqual({ perNumberPerHour: 4, perAddressPerHour: 30 });
    expect(problemsOf({ TEXTS_PER_ADDRESS_PER_HOUR: '0' })).toEqual([
      'TEXTS_PER_ADDRESS_PER_HOUR must be a positive whole number (got "0")',
    ]);
  });

  it('reads the sms worker settings and refuses a non-positive one', () => {
    expect(loadConfig({}).smsWorker).toEqual({ concurrency: 100, rateLimitPerSecond: 10 });
    expect(loadConfig({ SMS_WORKER_CONCURRENCY: '8', SMS_RATE_LIMIT_PER_SECOND: '1' }).smsWorker).toEqual({
      concurrency: 8,
      rateLimitPerSecond: 1,
    });
    expect(problemsOf({ SMS_RATE_LIMIT_PER_SECOND: '0', SMS_WORKER_CONCURRENCY: 'many' })).toEqual([
      'SMS_WORKER_CONCURRENCY must be a positive whole number (got "many")',
      'SMS_RATE_LIMIT_PER_SECOND must be a positive whole number (got "0")',
    ]);
  });

  it('normalises the admin email and the support phone', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Dispatch@Example.com', ADMIN_PASSWORD: 'long-enough-pass', SUPPORT_PHONE: '(817) 555-0100' });
    expect(config.admin.email).toBe('dispatch@example.com');
    expect(config.supportPhone).toBe('+18175550100');
  });
});
