import type { Language } from '@domain/language';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '@/i18n/language-provider';
import { Toaster } from './toaster';

/** What every page renders inside, in the browser and when a page is prerendered at build. */
export function AppShell({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        {children}
        <Toaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
