import type { Language } from '@domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Messages } from '@/i18n/messages';
import { AppShell } from './app-shell';
import { createAppRouter } from './router';

/** `language`: the prerendered page's, when hydrating one; else the address's or the device's; `messages`: its catalogue. */
export function AppProviders({ queryClient, language, messages }: { queryClient: QueryClient; language: Language; messages: Messages }) {
  const [router] = useState(createAppRouter);

  return (
    <AppShell queryClient={queryClient} language={language} messages={messages}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
