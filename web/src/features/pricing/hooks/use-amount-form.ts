import { parseDollarsToCents } from '@domain/money';
import { useCheckedForm, useFieldBinding, type FormCheck, type FormToast } from '@/lib/forms';

type AmountValues = { amount: string };

/**
 * A form with one dollar amount. The check mirrors the server's (parseDollarsToCents): the amount in cents, or the
 * field marked, focused and the `invalid` toast shown.
 */
export function useAmountForm(invalid: FormToast) {
  const form = useCheckedForm<AmountValues, { cents: number }>({
    defaultValues: { amount: '' },
    check: ({ amount }): FormCheck<AmountValues, { cents: number }> => {
      const cents = parseDollarsToCents(amount);
      return cents === null ? { problem: { fields: { amount: '' }, toast: invalid } } : { values: { cents } };
    },
  });
  const { binding, error } = useFieldBinding(form, 'amount');
  return { form, amountInput: { ...binding, 'aria-invalid': error ? (true as const) : undefined } };
}
