import { lazyDialog } from './lazy-dialog';

/** The agreement, asked before paying or before a provider's first job (`agreement-dialog-panel.tsx`). */
export const AgreementDialog = lazyDialog(async () => (await import('./agreement-dialog-panel')).AgreementDialogPanel);
