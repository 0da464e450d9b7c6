import { formatUsd } from '@domain/money';
import type { SuggestionLine } from '@domain/rate-card';

const SURCHARGE_NAMES = {
  after_hours: 'after hours',
  weekend_holiday: 'weekend or holiday',
  medium_duty: 'medium duty',
  heavy_duty: 'heavy duty',
} as const;

/** Miles to the tenth the domain rounds them to: 12.4, 10. */
const miles = (value: number): string => String(Math.round(value * 10) / 10);

/** One line of a suggestion as the dispatcher reads it: 'Base $95.00', 'after hours +25% $36.15'. */
export function suggestionLine(line: SuggestionLine): string {
  const { kind, cents } = line;
  switch (kind) {
    case 'base':
      return `Base ${formatUsd(cents)}`;
    case 'miles': {
      const included = line.includedMiles ?? 0;
      const beyond = included > 0 ? `${miles(line.miles ?? 0)} mi beyond ${miles(included)} included` : `${miles(line.miles ?? 0)} mi`;
      const basis = line.basis === 'road' ? 'by road' : 'estimated: straight line × road factor';
      return `${beyond} × ${formatUsd(line.perMileCents ?? 0)} = ${formatUsd(cents)} (${basis})`;
    }
    case 'minimum':
      return `minimum ${formatUsd(line.minimumCents ?? 0)} applies +${formatUsd(cents)}`;
    default:
      return `${SURCHARGE_NAMES[kind]} +${line.percent ?? 0}% ${formatUsd(cents)}`;
  }
}

/** A suggestion's lines written out, in the order the card adds them up. */
export function suggestionLines(lines: readonly SuggestionLine[]): string[] {
  return lines.map(suggestionLine);
}
