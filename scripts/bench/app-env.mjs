// The environment the benches give the built api: production mode on a scratch install, no real
// Twilio or Stripe, the load posing as many customers behind a local proxy.

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };

export function benchAppEnv({ port, databaseUrl, redisUrl }) {
  const base = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'warn',
    // The api and the worker in processes of their own, so a write's CPU is told apart from the sends it queues.
    PROCESS_ROLE: 'api',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    // The load poses as many customers behind a local proxy, through X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // Production without Twilio or Stripe: texts stay in the outbox and deposits go through the built-in
    // test checkout. Blanked so keys in the shell (or a .env, which the server's empty cwd keeps away)
    // can never text the tens of thousands of numbers the intake load makes up.
    ALLOW_TEST_PROVIDERS: 'true',
    TWILIO_ACCOUNT_SID: '',
    TWILIO_AUTH_TOKEN: '',
    TWILIO_FROM: '',
    TWILIO_MESSAGING_SERVICE_SID: '',
    TWILIO_API_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_URL: '',
    GEOCODER_URL: '',
    ROUTER_URL: '',
    CORS_ORIGINS: '',
    INSTALL_KEY: '',
    TEXTS_PER_NUMBER_PER_HOUR: '',
    TEXTS_PER_ADDRESS_PER_HOUR: '',
    // The worker process sends the intakes' texts as they come, as docs/performance.md's note says, rather
    // than trickling them out at a single long-code number's pace.
    SMS_RATE_LIMIT_PER_SECOND: '2500',
  };
}
