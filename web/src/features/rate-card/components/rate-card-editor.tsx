import { rateCardProblems } from '@domain/rate-card';
import { ONLINE_SERVICE_TYPES } from '@domain/request-intake';
import type { RateCardVersionView } from '@contracts/rate-card-views';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { DollarInput } from '@/components/ui/dollar-input';
import { AlertIcon, ClockIcon, DollarIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSaveRateCard } from '../api/rate-card';
import {
  fieldId,
  hourLabel,
  HOURS,
  orderedProblems,
  RATE_CARD_PATHS,
  RATE_COLUMNS,
  ratePath,
  toFormValues,
  toTerms,
  type RateCardFormValues,
  type RateCardPath,
} from '../lib/rate-card-form';

const CHECK_FIELDS = { title: 'Check the Rate Card', description: 'Correct the marked fields, then save again.' } as const;
const FAILED = { title: 'Error', description: 'Failed to save the rate card' } as const;

const errorId = (path: string) => `${fieldId(path)}-error`;
const markedClass = 'scroll-mt-36 aria-invalid:border-red-600';

/** The props that name, describe and mark one field's control, and keep it in step with the form. */
type ControlProps = {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  disabled: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The whole card as one form: the rates of each service (a table from 768 px, a card per service below), then
 * the surcharges. Each field is checked by the domain's own rule (rateCardProblems) before anything is sent, and
 * each problem, the page's or the server's, shows under its field. Read-only for whoever may not save it (owners do).
 */
export function RateCardEditor({ card, readOnly = false }: { card: RateCardVersionView; readOnly?: boolean }) {
  const save = useSaveRateCard();
  const [values, setValues] = useState<RateCardFormValues>(() => toFormValues(card.terms));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const pendingFocus = useRef<string | null>(null);

  // Once the marks are on the page, the first marked field takes focus (so a screen reader reads its problem).
  useEffect(() => {
    const path = pendingFocus.current;
    if (path === null) return;
    pendingFocus.current = null;
    document.getElementById(fieldId(path))?.focus();
  }, [problems]);

  function show(found: Readonly<Record<string, string>>) {
    const ordered = orderedProblems(found);
    pendingFocus.current = ordered.find(([path]) => (RATE_CARD_PATHS as readonly string[]).includes(path))?.[0] ?? null;
    setProblems(Object.fromEntries(ordered));
  }

  // Shows its own failure (marked fields, a toast), so the form starts it without waiting on it.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const terms = toTerms(values);
    const found = rateCardProblems(terms);
    if (Object.keys(found).length > 0) {
      show(found);
      toast.error(CHECK_FIELDS.title, { description: CHECK_FIELDS.description });
      return;
    }
    try {
      const saved = await save.mutateAsync(terms);
      setValues(toFormValues(saved.current.terms));
      setProblems({});
      toast.success('Rate Card Saved', { description: `Version ${saved.current.version} is now in force.` });
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.fields) {
        show(error.fields);
        toast.error(error.title ?? CHECK_FIELDS.title, { description: error.message || CHECK_FIELDS.description });
      } else if (isApiError(error) && error.isClientError && error.status !== 404) {
        toast.error(error.title ?? FAILED.title, { description: error.message });
      } else {
        toast.error(FAILED.title, { description: FAILED.description });
      }
    }
  }

  const control = (path: RateCardPath): ControlProps => {
    const problem = problems[path];
    return {
      id: fieldId(path),
      name: path,
      value: values[path],
      disabled: save.isPending || readOnly,
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [path]: value }));
        if (problem !== undefined) {
          setProblems((current) => Object.fromEntries(Object.entries(current).filter(([other]) => other !== path)));
        }
      },
      'aria-invalid': problem !== undefined ? true : undefined,
      'aria-describedby': problem !== undefined ? errorId(path) : undefined,
    };
  };
  const problemOf = (path: RateCardPath) => <FieldProblem path={path} problem={problems[path]} />;
  const unplaced = Object.entries(problems).filter(([path]) => !(RATE_CARD_PATHS as readonly string[]).includes(path));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <CardSection title="Service Rates" icon={<DollarIcon className="size-5 text-brand-700" />}>
        <p className="mb-4 text-sm text-slate-600">
          The base price covers the included miles of a tow; each mile beyond them adds the per-mile price. No suggestion is below
          the minimum.
        </p>
        <table className="w-full text-left max-md:block">
          <caption className="sr-only">Rates by service</caption>
          <thead className="text-sm text-slate-700 max-md:hidden">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Service
              </th>
              {RATE_COLUMNS.map((column) => (
                <th key={column.field} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100">
            {ONLINE_SERVICE_TYPES.map((serviceType) => (
              <tr
                key={serviceType}
                className="max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-3 max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3"
              >
                <th scope="row" className="pr-4 text-left font-semibold text-slate-900 max-md:col-span-2 md:py-3 md:align-top md:leading-11">
                  {serviceType}
                </th>
                {RATE_COLUMNS.map((column) => {
                  const path = ratePath(serviceType, column.field);
                  const props = control(path);
                  return (
                    <td key={column.field} className="min-w-0 align-top max-md:block md:px-2 md:py-3">
                      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-slate-800 md:sr-only">
                        <span className="sr-only">{serviceType} </span>
                        {column.label}
                      </label>
                      {column.kind === 'dollars' ? (
                        <DollarInput {...props} className={cn(markedClass, 'md:max-w-36')} />
                      ) : (
                        <Input {...props} type="text" inputMode="numeric" autoComplete="off" className={cn(markedClass, 'md:max-w-28')} />
                      )}
                      {problemOf(path)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardSection>

      <CardSection title="Surcharges" icon={<ClockIcon className="size-5 text-brand-700" />}>
        <p className="mb-4 text-sm text-slate-600">
          Each surcharge is a percent of the base and miles, and they add up. Hours and days are by the Dallas clock.
        </p>
        <div className="space-y-6">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">After hours</legend>
            <p className="mt-0.5 text-sm text-slate-600">From the first hour up to the second; across midnight when the first is later.</p>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(3,minmax(0,11rem))]">
              <Field path="afterHours.startHour" label="From" problem={problemOf('afterHours.startHour')}>
                <HourSelect {...control('afterHours.startHour')} />
              </Field>
              <Field path="afterHours.endHour" label="To" problem={problemOf('afterHours.endHour')}>
                <HourSelect {...control('afterHours.endHour')} />
              </Field>
              <Field path="afterHours.percent" label="Surcharge" problem={problemOf('afterHours.percent')}>
                <SuffixInput {...control('afterHours.percent')} suffix="%" prefix="+" inputMode="numeric" />
              </Field>
            </div>
          </fieldset>
          <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
            <Field path="weekendHolidayPercent" label="Weekends and federal holidays" problem={problemOf('weekendHolidayPercent')}>
              <SuffixInput {...control('weekendHolidayPercent')} suffix="%" prefix="+" inputMode="numeric" className="max-w-44" />
            </Field>
            <Field path="vehicleClassPercent.medium" label="Medium duty (RVs, trailers, other commercial)" problem={problemOf('vehicleClassPercent.medium')}>
              <SuffixInput {...control('vehicleClassPercent.medium')} suffix="%" prefix="+" inputMode="numeric" className="max-w-44" />
            </Field>
            <Field path="vehicleClassPercent.heavy" label="Heavy duty (semi trucks, buses)" problem={problemOf('vehicleClassPercent.heavy')}>
              <SuffixInput {...control('vehicleClassPercent.heavy')} suffix="%" prefix="+" inputMode="numeric" className="max-w-44" />
            </Field>
            <Field path="roadFactor" label="Road factor (straight line × factor when no road router is set)" problem={problemOf('roadFactor')}>
              <SuffixInput {...control('roadFactor')} suffix="×" inputMode="decimal" className="max-w-44" />
            </Field>
            <Field
              path="cancellation.tripFeePercent"
              label="Provider's trip fee when the customer cancels once they are on the way (share of the kept deposit)"
              problem={problemOf('cancellation.tripFeePercent')}
            >
              <SuffixInput {...control('cancellation.tripFeePercent')} suffix="%" inputMode="numeric" className="max-w-44" />
            </Field>
          </div>
        </div>
      </CardSection>

      {unplaced.length > 0 && (
        <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <ul>
            {unplaced.map(([path, problem]) => (
              <li key={path}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      {readOnly ? (
        <p className="text-sm text-slate-700">Only owners can change the rate card.</p>
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save New Version'}
        </Button>
      )}
    </form>
  );
}

function FieldProblem({ path, problem }: { path: string; problem: string | undefined }) {
  if (problem === undefined) return null;
  return (
    <p id={errorId(path)} className="mt-1 text-sm font-medium text-red-700">
      {problem}
    </p>
  );
}

function Field({ path, label, problem, children }: { path: RateCardPath; label: string; problem: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <Label htmlFor={fieldId(path)} className="mb-1.5">
        {label}
      </Label>
      {children}
      {problem}
    </div>
  );
}

function HourSelect(props: ControlProps) {
  return (
    <Select {...props} className={markedClass}>
      {HOURS.map((hour) => (
        <option key={hour} value={String(hour)}>
          {hourLabel(hour)}
        </option>
      ))}
    </Select>
  );
}

/** A short number with what it counts shown inside the field ('+ 25 %', '1.3 ×'). */
function SuffixInput({
  suffix,
  prefix,
  inputMode,
  className,
  ...props
}: ControlProps & { suffix: string; prefix?: string; inputMode: 'numeric' | 'decimal'; className?: string }) {
  return (
    <div className={cn('relative', className)}>
      {prefix && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          {prefix}
        </span>
      )}
      <Input {...props} type="text" inputMode={inputMode} autoComplete="off" className={cn(markedClass, 'pr-9 tabular-nums', prefix && 'pl-7')} />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
        {suffix}
      </span>
    </div>
  );
}
