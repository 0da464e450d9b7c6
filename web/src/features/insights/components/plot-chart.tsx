import { useEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '@/lib/cn';

/** Draws the chart for the room it has: a chart for the width it is given, redrawn when that changes. */
export type DrawChart = (width: number) => SVGSVGElement | HTMLElement;

/**
 * An Observable Plot chart as one image with a name that says what it shows; its table, beside it,
 * gives every number to whoever cannot see it.
 */
export function PlotChart({ label, draw, className }: { label: string; draw: DrawChart; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);

  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    const chart = draw(width);
    // The wrapper names the chart; Plot's own names of its marks ('bar', 'rule') would only be noise, and unnamed groups may not carry them.
    for (const named of chart.querySelectorAll('[aria-label], [aria-description]')) {
      named.removeAttribute('aria-label');
      named.removeAttribute('aria-description');
    }
    chart.setAttribute('aria-hidden', 'true');
    element.replaceChildren(chart);
    return () => chart.remove();
  }, [draw, width]);

  return <div ref={box} role="img" aria-label={label} className={cn('w-full overflow-hidden text-slate-700', className)} />;
}

function useWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}
