import type { ReactNode, Ref } from 'react';

type SectionProps = {
  /** The heading's id: focus may be sent back to it once a step inside is done. */
  id: string;
  title: string;
  icon: ReactNode;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A card named by its heading (the staff pages' CardSection), whose heading can take focus. */
export function Section({ id, title, icon, actions, headingRef, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 id={id} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold text-slate-900 focus:outline-none">
          {icon}
          {title}
        </h2>
        {actions}
      </div>
      <div className="px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}

/** A list row's details, each its own line on a phone and side by side from 640 px. */
export function Details({ children }: { children: ReactNode }) {
  return <p className="mt-0.5 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-4">{children}</p>;
}
