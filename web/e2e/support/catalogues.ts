import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

type Catalogue = Record<string, string>;
const ROOT = join(__dirname, '..', '..', '..');
const CATALOGUE_DIRS = [join(ROOT, 'web/src/i18n/catalogues'), join(ROOT, 'src/contracts/messages')];

/** Every message of the web app in one language, read from the catalogue files. */
export function catalogue(language: 'en' | 'es'): Catalogue {
  const messages: Catalogue = {};
  for (const dir of CATALOGUE_DIRS) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith(`.${language}.json`))) {
      Object.assign(messages, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue);
    }
  }
  return messages;
}

/**
 * The English phrases a Spanish screen must not show: of each message, the stretches of words
 * between its arguments that its Spanish version does not share (brand names and numbers are shared),
 * long enough to be a phrase rather than a word two languages have in common.
 */
export function englishPhrases(minLength = 12): string[] {
  const english = catalogue('en');
  const spanish = catalogue('es');
  const phrases = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    const translated = spanish[key] ?? '';
    for (const part of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)) {
      const phrase = part.trim();
      if (phrase.length >= minLength && !translated.includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** The English phrases on screen now (visible text, accessible names and titles). */
export async function englishOnScreen(page: Page, phrases: readonly string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')].map((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${document.title}\n${document.body.innerText}\n${labels.join('\n')}`;
  });
  return phrases.filter((phrase) => shown.includes(phrase));
}
