import { useId, type ReactNode } from 'react';
import { DollarIcon } from '@/components/ui/icons';

type OfferPanelFrameProps = { title: string; intro: ReactNode; children: ReactNode };

/** The look shared by the tracking page's pricing panels: a titled, highlighted card. */
export function OfferPanelFrame({ title, intro, children }: OfferPanelFrameProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-brand-200 bg-brand-50/40 p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <DollarIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <div className="mt-1 text-slate-700">{intro}</div>
        </div>
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

/** The amount on offer, large. */
export function OfferAmount({ label, amount }: { label: string; amount: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">{amount}</p>
    </div>
  );
}
