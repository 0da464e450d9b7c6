import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../domain/language';
import { fillDeploymentValues } from './deployment-values';
import { addressInReaderLanguage, oneAddressPageUnderSpanishPrefix } from './reader-language-address';

const TEXT_FILES: Record<string, string> = { '/sitemap.xml': 'application/xml; charset=utf-8', '/robots.txt': 'text/plain; charset=utf-8' };
const HTML_LANG = /<html lang="([a-z-]+)"/i;

/**
 * Sends the prerendered HTML of a public page (and the sitemap and robots.txt), filled in with this
 * deployment's URL and support phone. A page is found by its address without a trailing slash, so
 * the Spanish home page answers at both `/es/` and `/es`; its language, written in its
 * `<html lang>`, goes out as Content-Language. Every other path, an unknown `/es/…` one included,
 * goes on to the web app (whose router shows the site's 404 page) and the API. The customer pages
 * served per request (`app-shells.json`: an exact address, or one ending in '/' for all under it) get
 * the app shell, the header bar painted before any script, in no language of its own.
 *
 * A page is served in its reader's language from the first byte: a browser that prefers Spanish, or a
 * device whose switch chose a language (its cookie), is redirected to the page's address in it. An app
 * page with one address for both languages (`one-address-pages.json`) asked for under /es is redirected
 * to its own address with Spanish kept as the device's choice.
 */
export function prerenderedPages(config: AppConfig, webDist: string): FastifyPluginAsync {
  const dir = join(webDist, 'prerendered');
  const manifestFile = join(dir, 'manifest.json');
  // No build (tests of the API alone, or `npm run dev`): nothing to serve, the SPA answers.
  const manifest: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const shellsFile = join(dir, 'app-shells.json');
  const shells: { file: string; addresses: string[] } = existsSync(shellsFile) ? JSON.parse(readFileSync(shellsFile, 'utf8')) : { file: '', addresses: [] };
  const isShellAddress = (path: string) => shells.addresses.some((address) => (address.endsWith('/') ? path.startsWith(address) : path === address));
  const oneAddressFile = join(dir, 'one-address-pages.json');
  const oneAddressPages: string[] = existsSync(oneAddressFile) ? JSON.parse(readFileSync(oneAddressFile, 'utf8')) : [];
  const keepSpanish = `${LANGUAGE_COOKIE}=es; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${config.publicUrl.startsWith('https:') ? '; Secure' : ''}`;
  const filled = new Map<string, string>();
  const fill = (file: string): string => {
    let text = filled.get(file);
    if (text === undefined) {
      text = fillDeploymentValues(readFileSync(join(dir, file), 'utf8'), config);
      filled.set(file, text);
    }
    return text;
  };

  const hasPages = Object.keys(manifest).length > 0;
  return fp(async (instance) => {
    if (!hasPages) return;
    instance.addHook('onRequest', async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
      const queryStart = request.url.indexOf('?');
      const [pathname, query] = queryStart < 0 ? [request.url, ''] : [request.url.slice(0, queryStart), request.url.slice(queryStart)];
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const textType = TEXT_FILES[path];
      if (textType) return reply.type(textType).send(fill(path.slice(1)));
      const file = manifest[path];
      if (!file) {
        const ownAddress = oneAddressPageUnderSpanishPrefix(path, oneAddressPages);
        if (ownAddress) return reply.header('Set-Cookie', keepSpanish).header('Cache-Control', 'no-store').redirect(`${ownAddress}${query}`, 302);
        if (!isShellAddress(path)) return;
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fill(shells.file));
      }
      // The same address answers by the reader's language and choice, so a cache keeps one answer per both.
      reply.header('Vary', 'Accept-Language, Cookie');
      const reader = { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] };
      const elsewhere = addressInReaderLanguage(path, reader, (page) => Object.hasOwn(manifest, page));
      if (elsewhere) return reply.header('Cache-Control', 'no-cache').redirect(`${elsewhere}${query}`, 302);
      const html = fill(file);
      const language = HTML_LANG.exec(html)?.[1];
      if (language) reply.header('Content-Language', language);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  });
}
