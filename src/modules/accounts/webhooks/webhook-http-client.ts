import { Injectable } from '@nestjs/common';
import http, { type RequestOptions } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { WebhookAddressPolicy } from './webhook-address-policy';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What one attempt came to: the receiver's status code when it answered, and why it failed when it did. */
export interface WebhookAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Posts one signed event. The host is resolved and checked before the connection, on the very
 * addresses the socket then uses, so a record changed between the check and the connection cannot
 * lead inside. Redirects are never followed: a 3xx is a failed attempt.
 */
@Injectable()
export class WebhookHttpClient {
  constructor(private readonly policy: WebhookAddressPolicy) {}

  async post(target: string, body: string, headers: Record<string, string>, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<WebhookAttempt> {
    let checked: { url: URL; addresses: LookupAddress[] };
    try {
      checked = await this.policy.target(target);
    } catch (error) {
      return { ok: false, statusCode: null, error: (error as Error).message };
    }
    const { url, addresses } = checked;
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    };
    const options: RequestOptions = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'Roadside-Webhooks/1', ...headers },
      lookup,
      signal: AbortSignal.timeout(timeoutMs),
    };
    return new Promise<WebhookAttempt>((resolve) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, options, (response) => {
        const statusCode = response.statusCode ?? 0;
        response.resume();
        response.on('error', () => undefined);
        if (statusCode >= 200 && statusCode < 300) resolve({ ok: true, statusCode, error: null });
        else if (statusCode >= 300 && statusCode < 400) resolve({ ok: false, statusCode, error: `Answered ${statusCode} (a redirect): webhooks do not follow redirects, so register the final address` });
        else resolve({ ok: false, statusCode, error: `Answered ${statusCode}` });
      });
      request.on('error', (error) => {
        const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
        resolve({ ok: false, statusCode: null, error: timedOut ? `No answer within ${timeoutMs / 1000} seconds` : `Could not connect: ${error.message}` });
      });
      request.end(body);
    });
  }
}
