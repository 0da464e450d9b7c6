import { LOCALES, type Language } from './language';

/** The finest distance the product tells: anything shorter reads 'under 0.1 mi'. */
const TENTH_MILE = 0.1;
const UNDER_A_TENTH: Record<Language, string> = { en: 'under 0.1 mi', es: 'menos de 0.1 mi' };

/**
 * A distance as every page, offer and text writes it: miles to the tenth with 'mi' ('3.4 mi', '12.0 mi'),
 * and 'under 0.1 mi' for less, never '0.0 mi'.
 */
export function milesText(miles: number, language: Language): string {
  if (miles < TENTH_MILE) return UNDER_A_TENTH[language];
  const tenths = Math.round(miles * 10) / 10;
  return `${tenths.toLocaleString(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 })} mi`;
}
