import { lazyDialog } from './lazy-dialog';

/** A modal question (`confirm-dialog-panel.tsx`), its code downloaded when it is first asked. */
export const ConfirmDialog = lazyDialog(async () => (await import('./confirm-dialog-panel')).ConfirmDialogPanel);
