import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { seedPublicConfig } from '@/lib/public-config';
import { AppShell } from './app-shell';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function AppProviders() {
  const [queryClient] = useState(() => seedPublicConfig(createQueryClient()));
  const [router] = useState(createAppRouter);

  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
