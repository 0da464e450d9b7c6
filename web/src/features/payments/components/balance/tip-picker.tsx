import type { CardBalanceView } from '@contracts/payment-views';
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Label } from '@/components/ui/input';
import { DollarInput } from '@/components/ui/dollar-input';
import { cn } from '@/lib/cn';
import type { TipChoice } from '../../lib/tip';
import { useBalanceWords } from './balance-words';

type TipPickerProps = {
  balance: CardBalanceView;
  choice: TipChoice;
  onChange: (choice: TipChoice) => void;
  /** What is wrong with the typed tip, shown under it. */
  error: string | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

type Option = { key: string; label: string; choice: TipChoice; wide?: boolean };

const keyOf = (choice: TipChoice) => (choice.kind === 'percent' ? `percent-${choice.percent}` : choice.kind);

/** 'Add a tip' as native radios (arrow keys move between them): none, the offered percentages with their dollars, or a typed amount. */
export function TipPicker({ balance, choice, onChange, error, disabled, inputRef }: TipPickerProps) {
  const intl = useIntl();
  const { percent, usd } = useBalanceWords();
  const name = useId();
  const inputId = useId();
  const hintId = `${name}-hint`;
  const customHintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const options: Option[] = [
    { key: 'none', label: intl.formatMessage({ id: 'payment.balance.tip.none' }), choice: { kind: 'none' } },
    ...balance.tips.map((tip) => ({
      key: `percent-${tip.percent}`,
      label: intl.formatMessage({ id: 'payment.balance.tip.percent' }, { percent: percent(tip.percent), amount: usd(tip.cents) }),
      choice: { kind: 'percent', percent: tip.percent } as TipChoice,
    })),
    { key: 'custom', label: intl.formatMessage({ id: 'payment.balance.tip.custom' }), choice: { kind: 'custom', text: '' }, wide: balance.tips.length % 2 === 1 },
  ];
  const chosen = keyOf(choice);

  return (
    <section className="rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
      <fieldset aria-describedby={hintId} disabled={disabled}>
        <legend className="text-base font-semibold text-slate-900">{intl.formatMessage({ id: 'payment.balance.tip.legend' })}</legend>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {options.map((option) => {
            const checked = chosen === option.key;
            return (
              <label
                key={option.key}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-base text-slate-900 tabular-nums has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  checked ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300 bg-white',
                  option.wide && 'col-span-2',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.key}
                  checked={checked}
                  onChange={() => onChange(option.choice.kind === 'custom' && choice.kind === 'custom' ? choice : option.choice)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {option.label}
              </label>
            );
          })}
        </div>
        {choice.kind === 'custom' && (
          <div className="mt-3 space-y-1.5">
            <Label htmlFor={inputId}>{intl.formatMessage({ id: 'payment.balance.tip.amount' })}</Label>
            <DollarInput
              id={inputId}
              ref={inputRef}
              value={choice.text}
              onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${customHintId}` : customHintId}
              className="max-w-48"
            />
            {error && (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <p id={customHintId} className="text-sm text-slate-600">
              {intl.formatMessage({ id: 'payment.balance.tip.upTo' }, { max: usd(balance.maxTipCents) })}
            </p>
          </div>
        )}
        <p id={hintId} className="mt-3 text-sm text-slate-700">
          {intl.formatMessage({ id: 'payment.balance.tip.hint' })}
        </p>
      </fieldset>
    </section>
  );
}
