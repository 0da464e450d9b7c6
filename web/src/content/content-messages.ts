import contentEn from '@/i18n/catalogues/content.en.json';

/** A message of the content catalogue (`i18n/catalogues/content.*.json`): the public pages' prose, names and lists. */
export type ContentMessageId = keyof typeof contentEn;

/**
 * A content message's English text, for code that needs the English wording itself rather than the
 * reader's (tests that look for an English page's heading). Screens format the id in the reader's language.
 */
export function englishText(id: ContentMessageId): string {
  return contentEn[id];
}
