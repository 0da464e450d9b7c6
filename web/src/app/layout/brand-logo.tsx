import { FormattedMessage } from 'react-intl';
import { TruckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** `tagline: false` keeps the tagline's room without its words (the app shell, which has no language). */
export function BrandLogo({ inverse = false, tagline = true }: { inverse?: boolean; tagline?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-800 text-accent-400">
        <TruckIcon className="size-5" />
      </span>
      <span className={cn('leading-tight font-bold', inverse ? 'text-white' : 'text-slate-900')}>
        DFW Roadside{' '}
        <span className={cn('block text-xs font-medium', inverse ? 'text-slate-300' : 'text-slate-600')}>
          {tagline ? <FormattedMessage id="common.brand.tagline" /> : '\u00a0'}
        </span>
      </span>
    </span>
  );
}
