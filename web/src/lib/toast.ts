import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';
import { whenToastsHaveRoom } from './toast-room';

type ToastArgs = Parameters<typeof sonnerToast>;
type Kind = 'success' | 'error' | 'info' | 'warning';

const loadSonner = () => import('sonner');

// The toast library is not part of any page's first load: toasts answer what happens later, so the
// toaster is mounted by the first toast, and sonner shows toasts made before it subscribed.
let asked = false;
const listeners = new Set<() => void>();

function askForToaster() {
  if (asked) return;
  asked = true;
  listeners.forEach((listener) => listener());
}

/** True once any toast has been asked for. */
export const useToastsAsked = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
    () => false,
  );

const show =
  (kind?: Kind) =>
  (...[message, data]: ToastArgs): void => {
    askForToaster();
    // A toast asked for while a dialog leaves no room waits for it to close, rather than cover its buttons.
    whenToastsHaveRoom(() => {
      loadSonner()
        .then(({ toast }) => (kind ? toast[kind] : toast)(message, data))
        // The library could not be fetched (offline, or a deploy replaced it): the page goes on without it.
        .catch((error: unknown) => console.warn('A notice could not be shown:', error));
    });
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});
