import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** How many rows of a long table show before 'Show all': a year has a hundred providers and hundreds of areas. */
export const FIRST_ROWS = 15;

/** The rows to show: the first `first` until the reader asks for all. */
export function useFirstRows<T>(rows: readonly T[], first: number | undefined) {
  const [all, setAll] = useState(false);
  const limited = !all && first !== undefined && rows.length > first;
  return { shown: limited ? rows.slice(0, first) : rows, hidden: limited ? rows.length - first : 0, showAll: () => setAll(true) };
}

export function ShowAllRows({ hidden, total, onShow }: { hidden: number; total: number; onShow: () => void }) {
  if (hidden === 0) return null;
  return (
    <div className="border-t border-slate-200 px-3 py-2">
      <Button variant="outline" size="sm" onClick={onShow}>
        Show all {total.toLocaleString('en-US')} rows
      </Button>
    </div>
  );
}
