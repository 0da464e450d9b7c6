import type { Language } from '@domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppShell } from '@/app/app-shell';
import { AppRouteShell } from '@/app/layout/app-route-shell';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { addressLanguage } from '@/i18n/localized-paths';
import { MESSAGES } from '@/i18n/all-messages';
import { provideWholeCatalogue } from '@/i18n/messages';
import { publicConfigQueryOptions, type PublicConfig } from '@/lib/public-config';
import { seedServerAnswers, serverAnswersScript, type ServerAnswer, type ServerAnswers } from '@/lib/server-answers';
import { livePageQueryKey } from '@/app/live-page-queries';
import { splitRenderedHead } from '@/app/rendered-head';

// Pages rendered at build time have every area of both languages at hand.
provideWholeCatalogue('en', MESSAGES.en);
provideWholeCatalogue('es', MESSAGES.es);

/** Where the address leads, with the app's providers around it, as the browser renders it first. */
// Made once: matching an address against the route table is the same work for every page.
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

async function routedPage(url: string, config: PublicConfig, language: Language, seed: (queryClient: QueryClient) => void = () => undefined) {
  const handler = (staticHandler ??= createStaticHandler(routes));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirects; only pages are rendered`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  seed(queryClient);
  const element = (
    <StrictMode>
      <AppShell queryClient={queryClient} language={language}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>
  );
  return { element, status: context.statusCode };
}

/** Renders a public page to HTML at build time with the same components the browser hydrates, in its address's language. */
export async function render(url: string, config: PublicConfig): Promise<{ html: string; status: number }> {
  const { element, status } = await routedPage(url, config, addressLanguage(new URL(url).pathname) ?? 'en');
  return { html: renderToString(element), status };
}

type LivePageInput = {
  config: PublicConfig;
  language: Language;
  /** When the server read the answer: the page's 'updated at' and the browser's first render say the same. */
  answeredAt: number;
  /** The page's one answer (livePageQueryKey): the data, or the refusal with its status and body. */
  answer: { data: unknown } | { status: number; body: unknown; retryAfterSeconds?: number };
};

/**
 * Renders a page served per request (the tracking page) from the answer the server read for it, with
 * every panel it shows: the HTML already says what the page will say once its code runs. Returns the
 * head's tags, the root's HTML and the script that hands the browser the same answer, or null for an
 * address that is no such page.
 */
export async function renderLivePage(url: string, { config, language, answeredAt, answer }: LivePageInput): Promise<{ head: string; body: string; answers: string } | null> {
  const key = livePageQueryKey(new URL(url));
  if (!key) return null;
  const answers: ServerAnswers = { answeredAt, answers: [{ key, ...answer } as ServerAnswer] };
  const { element } = await routedPage(url, config, language, (queryClient) => seedServerAnswers(queryClient, answers, answeredAt));
  // renderToString takes 7.7 ms a tracking page against the prerender's 12.2 (paired run, docs/performance.md),
  // but cannot wait for a panel whose code this process has not loaded yet: it leaves that panel to the
  // browser (`<!--$!-->`), and the page is rendered again by the prerender, which waits for it.
  let html = renderToString(element);
  if (html.includes(LEFT_TO_THE_BROWSER)) html = await prerendered(element);
  return { ...splitRenderedHead(html), answers: serverAnswersScript(answers) };
}

const LEFT_TO_THE_BROWSER = '<!--$!-->';

async function prerendered(element: ReactElement): Promise<string> {
  // One piece: React would otherwise move a large panel to the end of the page, to be put in place by a
  // script, which the page's Content-Security-Policy (no inline scripts) refuses.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The HTML of the customer pages served per request (`appShellAddresses`), before their code runs. */
export function renderAppShell(): string {
  return renderToString(<AppRouteShell />);
}

export { appShellAddresses } from '@/app/app-shell-addresses';
export { splitRenderedHead } from '@/app/rendered-head';
export { oneAddressPages } from '@/lib/paths';
export { alternateLinks, pageKey, publicPages, sitemapXml, structuredData } from '@/content/public-pages';
