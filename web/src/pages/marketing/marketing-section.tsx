import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type MarketingSectionProps = { title: string; intro?: ReactNode; className?: string; children: ReactNode };

/** A region named by its h2, so screen readers can jump between a page's sections. */
export function MarketingSection({ title, intro, className, children }: MarketingSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export type LinkItem = { to: string; label: string; hint?: string };

export function LinkGrid({ links, className }: { links: readonly LinkItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 transition-colors hover:border-brand-200 hover:bg-brand-50"
          >
            <span>
              <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{link.label}</span>
              {link.hint && <span className="block text-sm text-slate-600">{link.hint}</span>}
            </span>
            <ArrowRightIcon className="size-4 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Plain facts as chips: highways, landmarks, communities. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}
