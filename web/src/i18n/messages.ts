import type { Language } from '@domain/language';
import type { MessageId } from './messages.en';

export type { MessageId } from './messages.en';
export type Messages = Record<MessageId, string>;

/** A toast's or a page state's heading and sentence, as catalogue ids the screen formats. */
export type TitledMessage = { title: MessageId; description: MessageId };

/**
 * Every text a customer or provider reads, as ICU messages: one catalogue pair per area of the app
 * (`catalogues/<area>.en.json`, `<area>.es.json`), keys prefixed with the area, and the service names
 * and status copy the server's texts share (`src/contracts/messages`). English is the source; the
 * catalogue check in `catalogues.spec.ts` keeps Spanish complete and every key in use.
 *
 * Each area of each language is a file of its own, loaded once and only when a page needs it: a
 * customer opening a tracking link downloads the tracking texts, not the marketing site's. Each page
 * names its areas in the router (`withAreas`), and `catalogue-areas.spec.ts` checks that they cover
 * every key the page's code uses.
 */
export type Area = MessageId extends `${infer Prefix}.${string}` ? Prefix : never;

/** What every customer and provider page reads: the site's chrome, the error texts and the server's shared words. */
export const EVERY_PAGE_AREAS: readonly Area[] = ['shared', 'common', 'errors'];
/** The staff area's English before sign-in; its signed-in pages bring the whole catalogue (AdminGuard). */
export const STAFF_AREAS: readonly Area[] = ['common'];

/** Every area once; `satisfies` fails the build when a catalogue is added without it, or one named here is gone. */
const AREA_NAMES = {
  shared: true,
  common: true,
  content: true,
  errors: true,
  join: true,
  locate: true,
  marketing: true,
  offer: true,
  payment: true,
  provider: true,
  providerPage: true,
  request: true,
  site: true,
  terms: true,
  tracking: true,
} satisfies Record<Area, true>;

export const AREAS = Object.keys(AREA_NAMES) as Area[];

/** One area in one language: each file is a chunk of its own, fetched the first time a page needs it. */
function catalogueFile(language: Language, area: Area): Promise<{ default: Partial<Messages> }> {
  // The shared words sit beside the server's texts, which use them too.
  return area === 'shared'
    ? import(`../../../src/contracts/messages/shared.${language}.json`)
    : import(`./catalogues/${area}.${language}.json`);
}

const isArea = (name: string): name is Area => Object.hasOwn(AREA_NAMES, name);

/** The area a message id belongs to (its prefix), if it names one. */
export function areaOf(id: string): Area | null {
  const prefix = id.slice(0, id.indexOf('.'));
  return isArea(prefix) ? prefix : null;
}

interface LanguageCatalogue {
  loading: Map<Area, Promise<void>>;
  /** The loaded areas' messages together; a new object after each load, so readers see the change. */
  messages: Messages;
}

const catalogues: Record<Language, LanguageCatalogue> = {
  en: { loading: new Map(), messages: {} as Messages },
  es: { loading: new Map(), messages: {} as Messages },
};
/** Every area a page has asked for, so a language switched to brings them all. */
const wanted = new Set<Area>();
/** The language shown, and the one being switched to until its areas are here: a page loaded meanwhile gets both. */
let inUse: Language[] = [];
const listeners = new Set<() => void>();

function load(language: Language, area: Area): Promise<void> {
  const catalogue = catalogues[language];
  let loading = catalogue.loading.get(area);
  if (!loading) {
    loading = catalogueFile(language, area).then((file) => {
      catalogue.messages = { ...catalogue.messages, ...file.default };
      for (const listener of listeners) listener();
    });
    // A failed download (a lost signal) is tried again by the next page that needs the area.
    loading.catch(() => catalogue.loading.delete(area));
    catalogue.loading.set(area, loading);
  }
  return loading;
}

/** Loads `areas` in `languages` (default: those in use), each file once. */
export async function requireAreas(areas: readonly Area[], languages: readonly Language[] = inUse): Promise<void> {
  for (const area of areas) wanted.add(area);
  await Promise.all(languages.flatMap((language) => areas.map((area) => load(language, area))));
}

/** The app starts in `language` with `areas`. */
export function startIn(language: Language, areas: readonly Area[]): Promise<void> {
  inUse = [language];
  return requireAreas(areas);
}

/** Loads every area pages have asked for in `next`; pages loaded meanwhile bring theirs in both languages. */
export async function prepareSwitch(from: Language, next: Language): Promise<void> {
  inUse = from === next ? [next] : [from, next];
  await requireAreas([...wanted], [next]);
}

/** Once `language` is shown alone. */
export function switched(language: Language): void {
  inUse = [language];
}

/** The messages of `language` loaded so far. */
export function messagesOf(language: Language): Messages {
  return catalogues[language].messages;
}

export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every area already in place, e.g. for a page rendered at build time from the whole catalogues. */
export function provideWholeCatalogue(language: Language, messages: Messages): void {
  const catalogue = catalogues[language];
  catalogue.messages = messages;
  for (const area of AREAS) catalogue.loading.set(area, Promise.resolve());
}
