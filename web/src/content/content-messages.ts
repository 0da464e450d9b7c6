import type contentEn from '@/i18n/catalogues/content.en.json';
import type siteEn from '@/i18n/catalogues/site.en.json';

/**
 * A message of the public pages: their prose, names and lists (`i18n/catalogues/content.*.json`), and
 * the service and county names every page's footer links to (`site.*.json`, small enough for every page).
 */
export type ContentMessageId = keyof typeof contentEn | keyof typeof siteEn;
