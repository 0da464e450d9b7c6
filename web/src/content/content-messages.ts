import type contentEn from '@/i18n/catalogues/content.en.json';

/** A message of the content catalogue (`i18n/catalogues/content.*.json`): the public pages' prose, names and lists. */
export type ContentMessageId = keyof typeof contentEn;
