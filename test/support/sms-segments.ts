/** The GSM 03.38 basic character set, and its extension table (each extension character costs two septets). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

/** The characters of `text` outside GSM-7, which would force the whole text into UCS-2 (70 a segment). */
export function nonGsm7Characters(text: string): string[] {
  return [...new Set([...text].filter((char) => !BASIC.has(char) && !EXTENDED.has(char)))];
}

export const isGsm7 = (text: string): boolean => nonGsm7Characters(text).length === 0;

/** How many SMS segments `text` takes: 160 septets alone, 153 a part once split (UCS-2: 70, 67). */
export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    const septets = [...text].reduce((sum, char) => sum + (EXTENDED.has(char) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
