import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useToastsAsked } from '@/lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// Sonner's own phone breakpoint: at or below it only `mobileOffset` applies.
const PHONE_QUERY = '(max-width: 600px)';

const onPhoneWidthChange = (listener: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

const usePhoneWidth = (): boolean =>
  useSyncExternalStore(onPhoneWidthChange, () => window.matchMedia(PHONE_QUERY).matches, () => false);

/**
 * Mounted with the first toast, so pages that show none never load the toast library. Toasts sit
 * below the sticky header on wide screens and at the bottom on phones, so they never cover navigation.
 */
export function Toaster() {
  const intl = useIntl();
  const asked = useToastsAsked();
  const phone = usePhoneWidth();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        richColors
        closeButton
        containerAriaLabel={intl.formatMessage({ id: 'common.toaster.label' })}
        toastOptions={{ closeButtonAriaLabel: intl.formatMessage({ id: 'common.toaster.close' }) }}
        position={phone ? 'bottom-center' : 'top-center'}
        offset={{ top: 'calc(var(--header-height, 4rem) + 0.75rem)' }}
        mobileOffset={{ bottom: 'calc(env(safe-area-inset-bottom, 0px) + 1rem)' }}
      />
    </Suspense>
  );
}
