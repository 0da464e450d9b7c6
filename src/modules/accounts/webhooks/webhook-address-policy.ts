import { Inject, Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { promises as dns, type LookupAddress } from 'node:dns';
import { AppError } from '../../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ERROR_CODES } from '../../../contracts/error-codes';

/** Only addresses on the public internet: private, loopback, link-local (the cloud's metadata service), shared and reserved ranges are refused. */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

const refused = (message: string) => new AppError('unprocessable', ERROR_CODES.webhookUrlRefused, message);
const notHttps = () => refused('The webhook address must start with https://, so the job details sent to it are encrypted on the way.');

/**
 * Where webhooks may go. The host is resolved and every address it resolves to is checked, when an
 * endpoint is added and again on each connection (a DNS record can change to point inside).
 * Loopback over plain HTTP only with the test-only setting.
 */
@Injectable()
export class WebhookAddressPolicy {
  private readonly allowLoopback: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowLoopback = config.partnerWebhooks.allowLoopback;
  }

  /** The URL, once its scheme and every address of its host are allowed; refused with `webhook_url_refused` otherwise. */
  async check(text: string): Promise<URL> {
    return (await this.target(text)).url;
  }

  /** The URL and the checked addresses to connect to. */
  async target(text: string): Promise<{ url: URL; addresses: LookupAddress[] }> {
    const url = URL.canParse(text) ? new URL(text) : null;
    if (!url || !['https:', 'http:'].includes(url.protocol)) throw refused('The webhook address must be a full URL starting with https://.');
    if (url.username || url.password) throw refused('The webhook address must not carry a user name or password: check the signature header instead.');
    const plain = url.protocol === 'http:';
    if (plain && !this.allowLoopback) throw notHttps();
    const addresses = await this.resolve(hostOf(url));
    if (plain && !addresses.every((entry) => isLoopbackAddress(entry.address))) throw notHttps();
    return { url, addresses };
  }

  /** Every address of `host`, each allowed; refused otherwise. */
  async resolve(host: string): Promise<LookupAddress[]> {
    const addresses = await dns.lookup(host, { all: true, verbatim: true }).catch(() => {
      throw refused(`We could not find ${host}. Check the webhook address and that its DNS record exists.`);
    });
    const inside = addresses.find((entry) => !this.allowed(entry.address));
    if (inside || addresses.length === 0) {
      throw refused(
        `The webhook address must be reachable on the public internet: ${host} points to a private, loopback or link-local address (${inside?.address ?? 'none'}).`,
      );
    }
    return addresses;
  }

  allowed(address: string): boolean {
    return isPublicAddress(address) || (this.allowLoopback && isLoopbackAddress(address));
  }
}

/** The host as DNS knows it: an IPv6 literal without its brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');
