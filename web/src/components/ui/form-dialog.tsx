import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence under the title; without one the dialog is named by its title alone. */
  description?: ReactNode;
  /** While a submission is under way, Escape and a click outside leave the dialog open. */
  pending?: boolean;
  /** The form; mounted only while the dialog is open, so each opening starts empty. */
  children: ReactNode;
  /** Where focus goes as it closes when what opened it is gone (the submission removed it). */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * A small modal form (role dialog): focus starts in its first field and goes back to what opened it.
 * On a phone it sits at the top of the screen, clear of the on-screen keyboard.
 */
export function FormDialog({ open, onOpenChange, title, description, pending = false, children, fallbackFocus }: FormDialogProps) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from code, so remember the opener.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = openerRef.current?.isConnected ? openerRef.current : fallbackFocus?.();
            if (target?.isConnected) target.focus();
          }}
          className="fixed top-4 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl data-[state=open]:animate-fade-in motion-reduce:animate-none sm:top-1/2 sm:-translate-y-1/2 sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel: closes it (focus goes back to the opener). */
export const FormDialogClose = Dialog.Close;
