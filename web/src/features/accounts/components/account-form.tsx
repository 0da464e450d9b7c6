import { ERROR_CODES } from '@contracts/error-codes';
import type { AccountBody, BusinessAccountView } from '@contracts/account-views';
import { ACCOUNT_PRICING, PAYMENT_TERMS_DAYS } from '@domain/business-accounts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { FormDialogClose } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { accountFormValues, checkAccount, emptyAccount, MAX_DISCOUNT_PERCENT, type AccountFormValues } from '../lib/account-form';
import { PRICING_LABELS, TERMS_LABELS } from '../lib/account-words';

const FIELDS: readonly string[] = ['name', 'billingName', 'billingPhone', 'billingEmail', 'termsDays', 'pricing'];
/** The API's names for the two fields the form asks in other units. */
const FIELD_OF: Record<string, keyof AccountFormValues> = { discountBps: 'discountPercent', creditLimitCents: 'creditLimit' };

function serverMarks(error: unknown): FieldMarks<AccountFormValues> | null {
  if (!isApiError(error)) return null;
  if (error.code === ERROR_CODES.accountNameTaken) return { name: error.message };
  const named = Object.entries(error.fields ?? {})
    .map(([field, words]) => [FIELD_OF[field] ?? field, words] as const)
    .filter(([field]) => FIELDS.includes(field) || Object.values(FIELD_OF).includes(field as keyof AccountFormValues));
  return named.length > 0 ? (Object.fromEntries(named) as FieldMarks<AccountFormValues>) : null;
}

type AccountFormProps = {
  /** The account being changed; none for a new one. */
  account?: BusinessAccountView;
  save: (body: AccountBody) => Promise<BusinessAccountView>;
  pending: boolean;
  onSaved: (account: BusinessAccountView) => void;
};

/** The account's name, who is billed and how: terms, discount, pricing and the month's credit limit. */
export function AccountForm({ account, save, pending, onSaved }: AccountFormProps) {
  const form = useCheckedForm({ defaultValues: account ? accountFormValues(account) : emptyAccount, check: checkAccount });
  const prefix = useId();
  const idOf = (field: keyof AccountFormValues) => `${prefix}-${field}`;

  const handleSubmit = form.submit(async (body) => {
    try {
      onSaved(await save(body));
    } catch (error) {
      if (isApiError(error, 401)) return;
      const marks = serverMarks(error);
      if (marks) form.markInvalid(marks);
      else toast.error(account ? 'Account Not Saved' : 'Account Not Created', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
    }
  }, pending);

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
      <FormTextField form={form} name="name" id={idOf('name')} label="Account name" required autoComplete="organization" />
      <FormTextField form={form} name="billingName" id={idOf('billingName')} label="Billing contact" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="billingPhone" id={idOf('billingPhone')} label="Billing phone" type="tel" required autoComplete="off" />
        <FormTextField form={form} name="billingEmail" id={idOf('billingEmail')} label="Billing email" type="email" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField form={form} name="termsDays" id={idOf('termsDays')} label="Terms" required hint="Days after the invoice it falls due.">
          {(control) => (
            <Select {...control}>
              {PAYMENT_TERMS_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {TERMS_LABELS[days]}
                </option>
              ))}
            </Select>
          )}
        </BoundField>
        <BoundField form={form} name="discountPercent" id={idOf('discountPercent')} label="Discount (%)" hint={`Off each invoice, up to ${MAX_DISCOUNT_PERCENT}%.`}>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" className="aria-invalid:border-red-600" />}
        </BoundField>
      </div>
      <BoundField form={form} name="pricing" id={idOf('pricing')} label="Pricing" required hint="From the rate card, jobs go straight to dispatch when the card can price them.">
        {(control) => (
          <Select {...control}>
            {ACCOUNT_PRICING.map((pricing) => (
              <option key={pricing} value={pricing}>
                {PRICING_LABELS[pricing]}
              </option>
            ))}
          </Select>
        )}
      </BoundField>
      <BoundField form={form} name="creditLimit" id={idOf('creditLimit')} label="Monthly credit limit" required hint="New jobs are refused once the month’s charges reach it.">
        {(control) => <DollarInput {...control} placeholder="0" />}
      </BoundField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <FormDialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </FormDialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : account ? 'Save Changes' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
