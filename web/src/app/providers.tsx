import type { Language } from '@domain/language';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Messages } from '@/i18n/messages';
import { seedPublicConfig } from '@/lib/public-config';
import { AppShell } from './app-shell';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** `language`: the prerendered page's, when hydrating one; else the address's or the device's; `messages`: its catalogue. */
export function AppProviders({ language, messages }: { language: Language; messages: Messages }) {
  const [queryClient] = useState(() => seedPublicConfig(createQueryClient()));
  const [router] = useState(createAppRouter);

  return (
    <AppShell queryClient={queryClient} language={language} messages={messages}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
