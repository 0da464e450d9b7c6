import type { IntlShape } from 'react-intl';

/** An amount in cents as the reader's locale writes dollars: '$67.50' in English and in Spanish (es-US). */
export const formatCents = (intl: IntlShape, cents: number): string =>
  intl.formatNumber(Math.round(cents) / 100, { style: 'currency', currency: 'USD' });
