import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppShell } from '@/app/app-shell';
import { AppRouteShell } from '@/app/layout/app-route-shell';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { addressLanguage } from '@/i18n/localized-paths';
import { MESSAGES } from '@/i18n/all-messages';
import { provideWholeCatalogue } from '@/i18n/messages';
import { publicConfigQueryOptions, type PublicConfig } from '@/lib/public-config';

// Pages rendered at build time have every area of both languages at hand.
provideWholeCatalogue('en', MESSAGES.en);
provideWholeCatalogue('es', MESSAGES.es);

/** Renders a public page to HTML at build time with the same components the browser hydrates, in its address's language. */
export async function render(url: string, config: PublicConfig): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirects; only pages are prerendered`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  const language = addressLanguage(new URL(url).pathname) ?? 'en';
  const html = renderToString(
    <StrictMode>
      <AppShell queryClient={queryClient} language={language}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}

/** The HTML of the customer pages served per request (`appShellAddresses`), before their code runs. */
export function renderAppShell(): string {
  return renderToString(<AppRouteShell />);
}

export { appShellAddresses } from '@/app/app-shell-addresses';
export { oneAddressPages } from '@/lib/paths';
export { alternateLinks, pageKey, publicPages, sitemapXml, structuredData } from '@/content/public-pages';
