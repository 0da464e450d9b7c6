import { isLanguage } from '@domain/language';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { deviceLanguage } from '@/i18n/device-language';
import { addressLanguage } from '@/i18n/localized-paths';
import { loadMessages, loadStaffMessages, type Messages } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const prerendered = container.hasChildNodes();
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

const app = (messages: Messages) => (
  <StrictMode>
    <AppProviders language={language} messages={messages} />
  </StrictMode>
);

/** A prerendered page is hydrated once its route's code is here, so the first render matches the HTML. */
async function hydrate(root: HTMLElement, messages: Messages) {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  hydrateRoot(root, app(messages));
}

async function start(root: HTMLElement) {
  const messages = await (staffArea ? loadStaffMessages() : loadMessages(language));
  if (prerendered) await hydrate(root, messages);
  else createRoot(root).render(app(messages));
}

void start(container);
