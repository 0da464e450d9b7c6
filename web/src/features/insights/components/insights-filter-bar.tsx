import type { InsightsQuery } from '@contracts/insights-views';
import { DAYPARTS, DAYPART_NAMES, INSIGHT_CHANNELS, CHANNEL_LABELS, INSIGHT_PERIODS, type InsightPeriod } from '@domain/insights';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { serviceTypeLabel } from '@/lib/service-type-label';
import { useInsightsFilters } from '../api/get-insights';
import { DEFAULT_PERIOD, PERIOD_LABELS } from '../lib/insights-search';

type FilterBarProps = { query: InsightsQuery; onChange: (next: InsightsQuery) => void };

/** The list the server offers, with the address's own choice kept in it while the list loads (or if it is gone). */
const withChosen = (options: readonly string[], chosen: string | undefined): string[] =>
  chosen && !options.includes(chosen) ? [...options, chosen] : [...options];

/** Period, service, channel, county and time of day: one column on a phone, four to a row on a desktop. */
export function InsightsFilterBar({ query, onChange }: FilterBarProps) {
  const filters = useInsightsFilters();
  const channels = filters.data?.channels ?? INSIGHT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));
  const dayparts = filters.data?.dayparts ?? DAYPART_NAMES.map((value) => ({ value, label: DAYPARTS[value].label }));
  const narrowed = query.period !== DEFAULT_PERIOD || query.service || query.channel || query.county || query.daypart;
  const set = (change: Partial<InsightsQuery>) => onChange({ ...query, ...change });

  return (
    <form role="search" aria-label="Insights filters" onSubmit={(event) => event.preventDefault()} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <Field label="Period">
          {(id) => (
            <Select
              id={id}
              value={query.period}
              onChange={(event) => {
                const period = event.target.value as InsightPeriod;
                set(period === 'custom' ? { period, from: query.from, to: query.to } : { period, from: undefined, to: undefined });
              }}
            >
              {INSIGHT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {query.period === 'custom' && (
          <>
            <Field label="From">
              {(id) => <Input id={id} type="date" value={query.from ?? ''} max={query.to} onChange={(event) => set({ from: event.target.value || undefined })} />}
            </Field>
            <Field label="To">
              {(id) => <Input id={id} type="date" value={query.to ?? ''} min={query.from} onChange={(event) => set({ to: event.target.value || undefined })} />}
            </Field>
          </>
        )}
        <ChoiceField
          label="Service"
          allLabel="All services"
          value={query.service}
          options={withChosen(filters.data?.services ?? [], query.service).map((service) => ({ value: service, label: serviceTypeLabel(service) }))}
          onChoose={(service) => set({ service })}
        />
        <ChoiceField label="Channel" allLabel="All channels" value={query.channel} options={channels} onChoose={(channel) => set({ channel })} />
        <ChoiceField
          label="County"
          allLabel="All counties"
          value={query.county}
          options={withChosen(filters.data?.counties ?? [], query.county).map((county) => ({ value: county, label: county }))}
          onChoose={(county) => set({ county })}
        />
        <ChoiceField label="Time of day" allLabel="All day" value={query.daypart} options={dayparts} onChoose={(daypart) => set({ daypart })} />
        {narrowed && (
          <div className="flex items-end">
            <Button variant="ghost" size="md" className="w-full min-[480px]:w-auto" onClick={() => onChange({ period: DEFAULT_PERIOD })}>
              Clear filters
            </Button>
          </div>
        )}
      </div>
      {filters.isError && <p className="mt-3 text-sm text-slate-700">The lists of services and counties could not be loaded; the other filters work.</p>}
    </form>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

type ChoiceFieldProps<T extends string> = {
  label: string;
  /** The first option, which leaves the figures unfiltered. */
  allLabel: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChoose: (value: T | undefined) => void;
};

function ChoiceField<T extends string>({ label, allLabel, value, options, onChoose }: ChoiceFieldProps<T>) {
  return (
    <Field label={label}>
      {(id) => (
        <Select id={id} value={value ?? ''} onChange={(event) => onChoose((event.target.value || undefined) as T | undefined)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
