import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  /** Where focus goes as it closes, when the answer sends the reader on elsewhere; else back to what opened it. */
  focusAfterClose?: () => HTMLElement | null;
};

/**
 * A modal question (role alertdialog). Focus starts on Cancel, so Enter never destroys by accident;
 * while `pending` it cannot be dismissed.
 */
export function ConfirmDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  onConfirm,
  focusAfterClose,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from code, so remember the opener.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = focusAfterClose?.() ?? openerRef.current;
            if (target?.isConnected) target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="outline" disabled={pending}>
                {cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
              </Button>
            </Dialog.Close>
            <Button variant={destructive ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
