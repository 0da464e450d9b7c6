import { centsToDollarString, parseDollarsToCents } from '@domain/money';
import type { ErrorCode } from '@contracts/error-codes';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { Label } from '@/components/ui/input';
import { useAmountForm } from '../../hooks/use-amount-form';
import type { ToastText } from '../../lib/pricing-messages';
import { isRejectedAmount } from '../../lib/rejected-amount';
import { showPricingError } from '../../lib/show-pricing-error';

type AmountFormProps = {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Shown when the typed amount is not valid here, or the server refuses it with `invalidCode`. */
  invalid: ToastText;
  invalidCode: ErrorCode;
  failed: ToastText;
  /** Resolves when the amount was taken, which clears the field; rejects with the server's refusal. */
  onSubmit: (cents: number) => Promise<void>;
  /** Shown under the field, given the amount typed so far (null while it is not a valid amount). */
  preview?: (cents: number | null) => ReactNode;
  /** Shown above the field, given what puts an amount in it (a suggested price), which can still be changed. */
  suggestion?: (fill: (cents: number) => void) => ReactNode;
};

/** A dollar amount with its submit button; the client check mirrors the server's (parseDollarsToCents). */
export function AmountForm(props: AmountFormProps) {
  const { label, submitLabel, pendingLabel, pending, disabled = false, invalid, invalidCode, failed, onSubmit, preview, suggestion } = props;
  const inputId = useId();
  const { form, amountInput } = useAmountForm(invalid);
  const typedCents = parseDollarsToCents(useWatch({ control: form.control, name: 'amount' }));

  const handleSubmit = form.submit(async ({ cents }) => {
    try {
      await onSubmit(cents);
      form.reset();
    } catch (error) {
      showPricingError(error, failed);
      if (isRejectedAmount(error, invalidCode)) form.markInvalid({ amount: '' });
    }
  }, pending);

  const fill = (cents: number) => {
    form.setValue('amount', centsToDollarString(cents), { shouldDirty: true });
    form.clearErrors('amount');
    form.setFocus('amount');
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      {suggestion?.(fill)}
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{label}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:max-w-xs sm:flex-1">
            <DollarInput id={inputId} {...amountInput} disabled={pending} />
          </div>
          <Button type="submit" disabled={disabled || pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
      {preview?.(typedCents)}
    </form>
  );
}
