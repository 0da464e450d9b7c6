import type { CreatedWebhookEndpointView } from '@contracts/account-views';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { BellIcon, ExternalLinkIcon, KeyIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiKeysPanel, SecretOnce } from '@/features/accounts';
import {
  businessPaths,
  NewWebhookForm,
  useCreatePortalApiKey,
  usePortalApiKeys,
  useRevokePortalApiKey,
  useWebhookEndpoints,
  WebhookEndpoints,
} from '@/features/business';
import { AdminsOnly } from './admins-only';
import { useSignedInMember } from './business-layout';
import { LoadError } from '@/components/load-error';

/** Account admins: the API keys the account's software sends jobs with, and the webhook endpoints it hears their events at. */
export function BusinessDevelopersPage() {
  const me = useSignedInMember();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Developers | DFW Roadside Assistance</title>
      {me.role === 'account_admin' ? <Developers /> : <AdminsOnly title="Developers" />}
    </div>
  );
}

function Developers() {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Developers</h1>
          <p className="mt-1 text-sm text-slate-600">Send jobs from your own software with an API key, and hear where they stand at your webhook endpoints.</p>
        </div>
        <a href={businessPaths.apiDocs} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
          <ExternalLinkIcon className="size-4" />
          API Reference
        </a>
      </div>
      <div className="mt-6 space-y-6">
        <CardSection title="API Keys" icon={<KeyIcon className="size-5 text-brand-700" />}>
          <Keys />
        </CardSection>
        <CardSection title="Webhook Endpoints" icon={<BellIcon className="size-5 text-brand-700" />}>
          <Webhooks />
        </CardSection>
      </div>
    </>
  );
}

function Keys() {
  const keys = usePortalApiKeys();
  const create = useCreatePortalApiKey();
  const revoke = useRevokePortalApiKey();
  if (keys.data) return <ApiKeysPanel keys={keys.data} create={create.mutateAsync} creating={create.isPending} revoke={revoke.mutateAsync} />;
  if (keys.isError) return <LoadError message="Failed to load your API keys" onRetry={() => keys.refetch()} retrying={keys.isFetching} />;
  return (
    <div role="status" aria-label="Loading your API keys">
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function Webhooks() {
  const endpoints = useWebhookEndpoints();
  const [created, setCreated] = useState<CreatedWebhookEndpointView | null>(null);
  return (
    <div className="space-y-5">
      {created && <SecretOnce what="Signing secret" thing="secret" name={created.url} secret={created.secret} onDone={() => setCreated(null)} />}
      {endpoints.data ? (
        <WebhookEndpoints endpoints={endpoints.data} />
      ) : endpoints.isError ? (
        <LoadError message="Failed to load your webhook endpoints" onRetry={() => endpoints.refetch()} retrying={endpoints.isFetching} />
      ) : (
        <div role="status" aria-label="Loading your webhook endpoints">
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      <NewWebhookForm onCreated={setCreated} />
    </div>
  );
}
