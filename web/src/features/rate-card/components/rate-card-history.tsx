import type { RateCardView } from '@contracts/rate-card-views';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { formatBusinessDateTime } from '@/lib/display-format';
import { isFirstCard, savedBy } from '../lib/rate-card-form';

/** Who saved each version of the card and when (Dallas time), newest first. */
export function RateCardHistory({ card }: { card: RateCardView }) {
  return (
    <CardSection title="History">
      <ol className="divide-y divide-slate-100">
        {card.history.map((entry) => (
          <li key={entry.version} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
            <span className="flex shrink-0 items-center gap-2 font-semibold text-slate-900 sm:w-40">
              Version {entry.version}
              {entry.version === card.current.version && <Badge tone="brand">In force</Badge>}
            </span>
            {isFirstCard(entry) ? (
              <span className="min-w-0 flex-1 text-slate-700">The first card, in force until a dispatcher saves one</span>
            ) : (
              <>
                <span className="min-w-0 flex-1 break-words text-slate-700">Saved by {savedBy(entry)}</span>
                <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-500 tabular-nums">
                  {formatBusinessDateTime(entry.createdAt)}
                </time>
              </>
            )}
          </li>
        ))}
      </ol>
    </CardSection>
  );
}
