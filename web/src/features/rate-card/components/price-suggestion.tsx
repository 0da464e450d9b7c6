import { formatUsd } from '@domain/money';
import type { PriceSuggestionView } from '@contracts/rate-card-views';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { suggestionLines } from '../lib/suggestion-lines';

type PriceSuggestionProps = {
  suggestion: Pick<UseQueryResult<PriceSuggestionView>, 'data' | 'isError'>;
  /** Fills the price field with the suggested cents; the dispatcher may still change it. */
  onUse: (cents: number) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * The rate card's suggested price with how it adds up, and a button that puts it in the price field. The card
 * only suggests: when it cannot be read the form works as before, and says so.
 */
export function PriceSuggestion({ suggestion, onUse, disabled = false, className }: PriceSuggestionProps) {
  const headingId = useId();
  const { data, isError } = suggestion;

  if (!data) {
    return isError ? (
      <p className={cn('rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700', className)}>
        No suggestion: the rate card could not be read
      </p>
    ) : (
      <div role="status" aria-label="Reading the rate card" className={cn('rounded-lg border border-slate-200 p-3', className)}>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-2 h-4 w-full max-w-md" />
      </div>
    );
  }

  return (
    <div role="group" aria-labelledby={headingId} className={cn('rounded-lg border border-brand-200 bg-brand-50 p-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span id={headingId} className="font-semibold text-slate-900">
            Suggested <span className="tabular-nums">{formatUsd(data.cents)}</span>
          </span>
          <span className="text-xs text-slate-600">Rate card v{data.cardVersion}</span>
        </p>
        <Button variant="outline" size="sm" onClick={() => onUse(data.cents)} disabled={disabled}>
          Use Suggestion
        </Button>
      </div>
      <p className="mt-1.5 text-sm break-words text-slate-700">{suggestionLines(data.lines).join(' · ')}</p>
    </div>
  );
}
