import type { Language } from '@domain/language';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '@/i18n/language-provider';
import type { Messages } from '@/i18n/messages';
import { Toaster } from './toaster';

/** What every page renders inside, in the browser and when a page is prerendered at build. */
export function AppShell({
  queryClient,
  language,
  messages,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language} messages={messages}>
        {children}
        <Toaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
