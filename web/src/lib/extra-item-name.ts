import type { ExtraChargeView } from '@contracts/extra-views';

/** What an extra is called in lists and toasts: an 'other' charge by its own description, the rest by their kind. */
export function extraItemName(extra: Pick<ExtraChargeView, 'kind' | 'description'>, kindLabel: string): string {
  return extra.kind === 'other' && extra.description ? extra.description : kindLabel;
}
