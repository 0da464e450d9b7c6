import { isLanguage } from '@domain/language';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { prefetchPageData } from '@/app/prefetch-page-data';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { deviceLanguage } from '@/i18n/device-language';
import { addressLanguage } from '@/i18n/localized-paths';
import { EVERY_PAGE_AREAS, STAFF_AREAS, startIn } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import { seedPublicConfig } from '@/lib/public-config';
import { embeddedServerAnswers, seedServerAnswers } from '@/lib/server-answers';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The app pages' HTML shell (AppRouteShell) is only painted until the app replaces it; a prerendered page is hydrated.
const prerendered = container.firstElementChild !== null && !container.firstElementChild.hasAttribute('data-app-shell');
const pageLanguage = document.documentElement.lang;
// A prerendered page hydrates in the language it was written in; LanguageFromAddress moves on from there.
const { pathname } = window.location;
// The staff area is English whatever the device's language; it is never prerendered.
const staffArea = pathname.startsWith(paths.admin);
const language = staffArea
  ? 'en'
  : prerendered && isLanguage(pageLanguage)
    ? pageLanguage
    : (addressLanguage(pathname) ?? deviceLanguage());

const queryClient = seedPublicConfig(createQueryClient());
// A page the server rendered per request (the tracking page) hands over what it was rendered from.
const serverAnswers = embeddedServerAnswers();
if (serverAnswers) seedServerAnswers(queryClient, serverAnswers, Date.now());

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} language={language} />
  </StrictMode>
);

/** Loads the code of the routes the address matches, so the first render is the whole page (and matches prerendered HTML). */
async function loadMatchedRoutes() {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The route's code and the reader's messages load side by side: neither waits for the other. */
async function start(root: HTMLElement) {
  if (!serverAnswers) prefetchPageData(queryClient, pathname);
  // The matched routes bring their own areas (withAreas) in the language started in here.
  const messages = startIn(language, staffArea ? STAFF_AREAS : EVERY_PAGE_AREAS);
  if (prerendered) {
    await loadMatchedRoutes();
    await messages;
    hydrateRoot(root, app);
  } else {
    // A route whose code fails to load here is the router's to retry, and to report on its error page.
    await loadMatchedRoutes().catch(() => undefined);
    await messages;
    createRoot(root).render(app);
  }
}

void start(container);
