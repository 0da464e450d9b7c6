import { lazy, Suspense, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useToastsAsked } from '@/lib/toast';
import { useToastPlacement } from '@/lib/toast-room';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const px = (value: number | undefined) => (value === undefined ? undefined : `${value}px`);
// A phone's home indicator sits in the bottom safe area.
const fromBottom = (value: number | undefined) => (value === undefined ? undefined : `calc(env(safe-area-inset-bottom, 0px) + ${value}px)`);

// A press on a toast is not a press outside an open dialog: it must not close the dialog under it.
const keepDialogOpen = (event: PointerEvent) => event.stopPropagation();

/**
 * Mounted with the first toast, so pages that show none never load the toast library. Toasts go where
 * `placeToasts` finds room: clear of the header, of the control just pressed and of any open dialog;
 * while a dialog leaves none, those shown are hidden and new ones wait. They live beside the app, not in
 * it, so a dialog that hides the page from screen readers leaves them heard.
 */
export function Toaster() {
  const intl = useIntl();
  const asked = useToastsAsked();
  const placement = useToastPlacement();
  if (!asked) return null;
  const waiting = placement === 'wait';
  const { position, top, bottom, right } = waiting ? { position: 'bottom-center' as const, top: undefined, bottom: undefined, right: undefined } : placement;
  const offset = { top: px(top), bottom: fromBottom(bottom), right: px(right) };
  return createPortal(
    <div onPointerDown={keepDialogOpen}>
      <Suspense fallback={null}>
        <SonnerToaster
          richColors
          closeButton
          containerAriaLabel={intl.formatMessage({ id: 'common.toaster.label' })}
          toastOptions={{ closeButtonAriaLabel: intl.formatMessage({ id: 'common.toaster.close' }) }}
          position={position}
          offset={offset}
          mobileOffset={offset}
          // Over a dialog the page beneath takes no presses (pointer-events: none); the toasts still do.
          style={{ visibility: waiting ? 'hidden' : undefined, pointerEvents: 'auto' }}
        />
      </Suspense>
    </div>,
    document.body,
  );
}
