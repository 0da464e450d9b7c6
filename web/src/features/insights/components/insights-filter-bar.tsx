import type { InsightsQuery } from '@contracts/insights-views';
import { DAYPARTS, DAYPART_NAMES, INSIGHT_CHANNELS, CHANNEL_LABELS, INSIGHT_PERIODS, type Daypart, type InsightChannel, type InsightPeriod } from '@domain/insights';
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
        <Field label="Service">
          {(id) => (
            <Select id={id} value={query.service ?? ''} onChange={(event) => set({ service: event.target.value || undefined })}>
              <option value="">All services</option>
              {withChosen(filters.data?.services ?? [], query.service).map((service) => (
                <option key={service} value={service}>
                  {serviceTypeLabel(service)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Channel">
          {(id) => (
            <Select id={id} value={query.channel ?? ''} onChange={(event) => set({ channel: (event.target.value || undefined) as InsightChannel | undefined })}>
              <option value="">All channels</option>
              {channels.map((channel) => (
                <option key={channel.value} value={channel.value}>
                  {channel.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="County">
          {(id) => (
            <Select id={id} value={query.county ?? ''} onChange={(event) => set({ county: event.target.value || undefined })}>
              <option value="">All counties</option>
              {withChosen(filters.data?.counties ?? [], query.county).map((county) => (
                <option key={county} value={county}>
                  {county}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Time of day">
          {(id) => (
            <Select id={id} value={query.daypart ?? ''} onChange={(event) => set({ daypart: (event.target.value || undefined) as Daypart | undefined })}>
              <option value="">All day</option>
              {dayparts.map((daypart) => (
                <option key={daypart.value} value={daypart.value}>
                  {daypart.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
