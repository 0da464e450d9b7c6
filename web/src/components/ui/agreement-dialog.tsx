import { lazy, Suspense, useState } from 'react';
import type { AgreementDialogProps } from './agreement-dialog-panel';

const AgreementDialogPanel = lazy(async () => ({ default: (await import('./agreement-dialog-panel')).AgreementDialogPanel }));

/**
 * The agreement, asked before paying or before a provider's first job. Its code (the dialog and its
 * scroll lock) comes with its first opening, so a page that shows the button but is never tapped
 * does not download it; once opened it stays, for the closing animation and any later opening.
 */
export function AgreementDialog(props: AgreementDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialogPanel {...props} />
    </Suspense>
  );
}
