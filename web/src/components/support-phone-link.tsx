import type { ReactNode } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { cn } from '@/lib/cn';
import { PhoneIcon } from './ui/icons';

type SupportPhoneLinkProps = {
  className?: string;
  /** Text before the number, e.g. "Call". */
  prefix?: ReactNode;
  showIcon?: boolean;
  iconClassName?: string;
  onClick?: () => void;
};

/** Tap-to-call link to the support line; until the number is known it keeps its size without one. */
export function SupportPhoneLink({ className, prefix, showIcon = true, iconClassName = 'size-4', onClick }: SupportPhoneLinkProps) {
  const { data: config } = usePublicConfig();
  const icon = showIcon ? <PhoneIcon className={cn('shrink-0', iconClassName)} /> : null;

  if (!config) {
    return (
      <span aria-hidden="true" className={cn(className, 'pointer-events-none')}>
        {icon}
        {prefix}
        <span className="invisible tabular-nums">(000) 000-0000</span>
      </span>
    );
  }

  return (
    <a href={`tel:${config.supportPhone}`} className={className} onClick={onClick}>
      {icon}
      {prefix}
      <span className="tabular-nums">{config.supportPhoneDisplay}</span>
    </a>
  );
}
