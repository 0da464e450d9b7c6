import type { ApiKeyBody, ApiKeyView, CreatedApiKeyView } from '@contracts/account-views';
import { API_KEY_SCOPES, type ApiKeyScope } from '@domain/business-accounts';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Label } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { SCOPE_LABELS } from '../lib/account-words';
import { SecretOnce } from './secret-once';

type ApiKeysPanelProps = {
  keys: readonly ApiKeyView[];
  /** Absent where the person may only look. */
  create?: (body: ApiKeyBody) => Promise<CreatedApiKeyView>;
  revoke?: (keyId: string) => Promise<ApiKeyView>;
  creating?: boolean;
};

const refusal = (error: unknown) => (isApiError(error) && error.isClientError ? error.message : 'Please try again.');

/** The account's API keys: each by its name and visible start, what it may do and when it was last used; a new key is shown once. */
export function ApiKeysPanel({ keys, create, revoke, creating = false }: ApiKeysPanelProps) {
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);
  return (
    <div className="space-y-5">
      {created && <SecretOnce what="API key" thing="key" name={created.name} secret={created.key} onDone={() => setCreated(null)} />}
      {keys.length === 0 ? (
        <p className="text-sm text-slate-600">No API keys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="API keys">
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} revoke={revoke} />
          ))}
        </ul>
      )}
      {create && <NewKeyForm create={create} creating={creating} onCreated={setCreated} />}
    </div>
  );
}

function KeyRow({ apiKey, revoke }: { apiKey: ApiKeyView; revoke?: (keyId: string) => Promise<ApiKeyView> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const revoked = apiKey.revokedAt !== null;

  async function confirm() {
    if (!revoke) return;
    setPending(true);
    try {
      await revoke(apiKey.id);
      toast.success('Key Revoked', { description: `${apiKey.name} no longer works.` });
      setConfirming(false);
    } catch (error) {
      if (!isApiError(error, 401)) toast.error('Key Not Revoked', { description: refusal(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="break-words">{apiKey.name}</span>
          <Badge tone={revoked ? 'neutral' : 'success'}>{revoked ? 'Revoked' : 'Active'}</Badge>
        </p>
        <p className="mt-0.5 text-slate-700">
          <span className="font-mono">{apiKey.prefix}…</span> · {apiKey.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ')}
        </p>
        <p className="text-slate-600">
          Created {formatBusinessDateTime(apiKey.createdAt)}
          {apiKey.createdBy ? ` by ${apiKey.createdBy}` : ''} ·{' '}
          {apiKey.lastUsedAt ? `Last used ${formatBusinessDateTime(apiKey.lastUsedAt)}` : 'Never used'}
          {revoked && ` · Revoked ${formatBusinessDateTime(apiKey.revokedAt)}`}
        </p>
      </div>
      {revoke && !revoked && (
        <>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Revoke ${apiKey.name}?`}
            description="Software using this key stops working at once. This cannot be undone."
            confirmLabel="Revoke Key"
            pendingLabel="Revoking..."
            cancelLabel="Keep Key"
            destructive
            pending={pending}
            onConfirm={() => void confirm()}
          />
        </>
      )}
    </li>
  );
}

type NewKeyFormProps = { create: (body: ApiKeyBody) => Promise<CreatedApiKeyView>; creating: boolean; onCreated: (key: CreatedApiKeyView) => void };

function NewKeyForm({ create, creating, onCreated }: NewKeyFormProps) {
  const prefix = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const [problem, setProblem] = useState<{ field: 'name' | 'scopes'; words: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    if (name.trim() === '') return setProblem({ field: 'name', words: 'Please name the key, e.g. the software that will use it' });
    if (scopes.length === 0) return setProblem({ field: 'scopes', words: 'Choose what the key may do' });
    setProblem(null);
    try {
      const key = await create({ name: name.trim(), scopes });
      onCreated(key);
      setName('');
    } catch (error) {
      if (!isApiError(error, 401)) toast.error('Key Not Created', { description: refusal(error) });
    }
  }

  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((current) => (on ? API_KEY_SCOPES.filter((s) => s === scope || current.includes(s)) : current.filter((s) => s !== scope)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">New API key</h3>
      <FormField id={`${prefix}-name`} label="Key name" required error={problem?.field === 'name' ? problem.words : undefined} hint="Names the key in this list, e.g. the fleet’s dispatch software.">
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" className="aria-invalid:border-red-600" disabled={creating} />}
      </FormField>
      <fieldset aria-describedby={problem?.field === 'scopes' ? `${prefix}-scopes-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">What it may do</legend>
        <div className="mt-2 flex flex-col sm:flex-row sm:gap-6">
          {API_KEY_SCOPES.map((scope) => (
            <div key={scope} className="flex min-h-11 items-center gap-2">
              <Checkbox id={`${prefix}-${scope}`} checked={scopes.includes(scope)} onCheckedChange={(checked) => toggle(scope, checked === true)} disabled={creating} />
              <Label htmlFor={`${prefix}-${scope}`} className="font-normal">
                {SCOPE_LABELS[scope]}
              </Label>
            </div>
          ))}
        </div>
        {problem?.field === 'scopes' && (
          <p id={`${prefix}-scopes-error`} className="text-sm font-medium text-red-700">
            {problem.words}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="w-full sm:w-auto" disabled={creating}>
        {creating ? 'Creating...' : 'Create Key'}
      </Button>
    </form>
  );
}
