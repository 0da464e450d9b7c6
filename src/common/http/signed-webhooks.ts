/**
 * Webhooks authenticated by the sender's signature rather than a browser session. They come from
 * Twilio's and Stripe's servers, so no page Origin applies, and Twilio posts forms, not JSON.
 * Paths are relative to the /api prefix; the router matches routes case-insensitively, and so do these.
 */
const FORM_WEBHOOKS = /^\/sms(\/|$)/i;
const JSON_WEBHOOKS = /^\/payments\/webhook\/?$/i;

export const isSignedWebhook = (path: string): boolean => FORM_WEBHOOKS.test(path) || JSON_WEBHOOKS.test(path);

export const takesFormBody = (path: string): boolean => FORM_WEBHOOKS.test(path);
