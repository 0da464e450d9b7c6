import type { ReactNode } from 'react';

/** One term and its value in a card's description list (`<dl>`), as the provider's job and offer cards show them. */
export function DescriptionItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
