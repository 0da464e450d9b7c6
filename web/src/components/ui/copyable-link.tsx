import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { copyLink } from '@/lib/copy-link';
import { Button, buttonClasses } from './button';
import { ExternalLinkIcon, LinkChainIcon } from './icons';
import { Input } from './input';

type CopyableLinkProps = {
  /** Names the link for screen readers and the copy toast, e.g. 'Payment link'. */
  label: string;
  url: string;
  /** Further buttons beside Copy and Open. */
  children?: ReactNode;
};

/** A link shown in full, with Copy and Open. */
export function CopyableLink({ label, url, children }: CopyableLinkProps) {
  const intl = useIntl();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <LinkChainIcon className="size-5 shrink-0 text-slate-500" />
        <Input readOnly value={url} aria-label={label} className="h-10 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyLink(url, intl.formatMessage({ id: 'common.copyableLink.what' }, { label: label.toLowerCase() }))}>
          <LinkChainIcon className="size-4" />
          <FormattedMessage id="common.copyableLink.copy" />
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
          <ExternalLinkIcon className="size-4" />
          <FormattedMessage id="common.copyableLink.open" />
        </a>
        {children}
      </div>
    </div>
  );
}
