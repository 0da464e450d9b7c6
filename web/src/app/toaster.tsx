import { lazy, Suspense } from 'react';
import { useToastsAsked } from '@/lib/toast';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Mounted with the first toast, so pages that show none never load the toast library. */
export function Toaster() {
  if (!useToastsAsked()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors closeButton position="top-center" />
    </Suspense>
  );
}
