import { TEST_ENV } from './test-env';

Object.assign(process.env, TEST_ENV);
for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'GEOCODER_URL']) {
  delete process.env[name];
}
