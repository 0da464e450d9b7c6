import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons';

export const Drawer = Dialog.Root;
export const DrawerTrigger = Dialog.Trigger;
export const DrawerClose = Dialog.Close;

type DrawerContentProps = {
  title: string;
  closeLabel?: string;
  /** Where focus goes on closing, for a drawer opened by something other than a DrawerTrigger. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/** A bottom sheet built on Radix Dialog: focus trap, Escape and outside click close it. */
export function DrawerContent({ title, closeLabel, onCloseAutoFocus, children }: DrawerContentProps) {
  const intl = useIntl();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white px-5 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in motion-reduce:animate-none"
      >
        <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-slate-300" />
        <div className="mb-4 flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Close
            aria-label={closeLabel ?? intl.formatMessage({ id: 'common.close' })}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
