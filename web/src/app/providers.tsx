import type { Language } from '@domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppShell } from './app-shell';
import { createAppRouter } from './router';

/** `language`: the prerendered page's, when hydrating one; else the address's or the device's (its first areas already loaded). */
export function AppProviders({ queryClient, language }: { queryClient: QueryClient; language: Language }) {
  const [router] = useState(createAppRouter);

  return (
    <AppShell queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
