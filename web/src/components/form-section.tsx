import type { ComponentType, ReactNode, SVGProps } from 'react';

type FormSectionProps = {
  id: string;
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
};

/** A titled region of the form; its heading names it for screen readers. */
export function FormSection({ id, title, icon: Icon, children }: FormSectionProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}
