import type { Language } from '@domain/language';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { seedPublicConfig } from '@/lib/public-config';
import { AppShell } from './app-shell';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** `language`: the prerendered page's, when hydrating one; else the address's or the device's. */
export function AppProviders({ language }: { language: Language }) {
  const [queryClient] = useState(() => seedPublicConfig(createQueryClient()));
  const [router] = useState(createAppRouter);

  return (
    <AppShell queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
