import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../../config/app-config';

/** The caller's address under the same TRUST_PROXY rule Fastify applies to REST requests (its trustProxy). */
export function clientAddressResolver(trustProxy: AppConfig['trustProxy']): (request: IncomingMessage) => string {
  const trust =
    typeof trustProxy === 'boolean'
      ? () => trustProxy
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request) => proxyAddr(request as Parameters<typeof proxyAddr>[0], trust);
}
