import type { ReactNode } from 'react';

type TitledPartProps = {
  title: string;
  /** The heading's level where the part sits: h3 in the documents dialog, h4 inside an application's card. */
  heading?: 'h3' | 'h4';
  className?: string;
  children: ReactNode;
};

/** A part of a card or dialog under a small heading (headings, not landmarks, so a list of cards stays quiet). */
export function TitledPart({ title, heading: Heading = 'h3', className, children }: TitledPartProps) {
  return (
    <div className={className}>
      <Heading className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</Heading>
      {children}
    </div>
  );
}
