/**
 * The tip chosen on the balance page: none, one of the offered percentages, or dollars typed by hand.
 * A typed tip follows the server's rule: dollars and cents, from $0.00 up to the most the page allows.
 */
export type TipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

// Digits with optional thousands separators, then at most two decimals; an optional leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/** Typed dollars as cents, or null when they are not dollars and cents from $0.00 to `maxCents`. */
export function typedTipCents(text: string, maxCents: number): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const whole = (match[1] ?? '0').replace(/,/g, '');
  if (whole.length > 9) return null;
  const cents = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= maxCents ? cents : null;
}

/** The tip in cents, or null while a typed one is not valid. */
export function tipCentsOf(choice: TipChoice, tips: ReadonlyArray<{ percent: number; cents: number }>, maxCents: number): number | null {
  switch (choice.kind) {
    case 'none':
      return 0;
    case 'percent':
      return tips.find((tip) => tip.percent === choice.percent)?.cents ?? null;
    case 'custom':
      return typedTipCents(choice.text, maxCents);
  }
}
