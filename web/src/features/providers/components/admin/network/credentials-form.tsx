import type { CredentialsView } from '@contracts/network-views';
import type { ProviderView } from '@contracts/provider-views';
import { CREDENTIAL_MESSAGES } from '@domain/provider-credentials';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks } from '@/lib/forms';
import { toast } from '@/lib/toast';
import type { useAddProviderDocuments } from '../../../api/provider-network';
import { checkCredentials, credentialFormValues, CredentialFields, type CredentialFormValues } from './credential-fields';
import { DocumentFileFields, fileProblem, NO_FILES, type DocumentFiles, type FileProblem } from './document-file-fields';

type CredentialsFormProps = {
  provider: ProviderView;
  /** Owned by the dialog, which stays open while an upload is under way. */
  upload: ReturnType<typeof useAddProviderDocuments>;
};

const CREDENTIAL_FIELDS = new Set<string>(Object.keys(CREDENTIAL_MESSAGES));

/** New credentials with the documents that show them, prefilled from those on file. */
export function CredentialsForm({ provider, upload }: CredentialsFormProps) {
  const id = useId();
  const idOf = (field: string) => `${id}-${field}`;
  const form = useCheckedForm<CredentialFormValues, CredentialsView>({ defaultValues: credentialFormValues(provider.network.credentials), check: checkCredentials });
  const [files, setFiles] = useState<DocumentFiles>(NO_FILES);
  // A new key empties the file inputs, which cannot be set from code.
  const [filesKey, setFilesKey] = useState(0);
  const [filesProblem, setFilesProblem] = useState<FileProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function save(credentials: CredentialsView) {
    const problem = fileProblem(files);
    if (problem) return document.getElementById(idOf(problem.field))?.focus();
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({ providerId: provider.id, credentials, ...files, onProgress: setProgress });
      toast.success('Documents Saved', {
        description:
          saved.network.status === 'under_review' ? `${saved.name} is under review: reinstate them once the documents check out.` : `${saved.name}'s credentials are on file.`,
      });
      setFiles(NO_FILES);
      setFilesKey((key) => key + 1);
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (!isApiError(error) || !error.isClientError) return setFailure('The documents could not be saved. Check your connection and try again.');
      const refused = Object.entries(error.fields ?? {}).filter(([field]) => CREDENTIAL_FIELDS.has(field));
      if (refused.length > 0) form.markInvalid(Object.fromEntries(refused) as FieldMarks<CredentialFormValues>);
      else setFailure(error.message);
    } finally {
      setProgress(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!upload.isPending) {
      setFilesProblem(fileProblem(files));
      setFailure(null);
    }
    form.submit(save, upload.isPending)(event);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <CredentialFields form={form} idOf={idOf} />
      <DocumentFileFields
        key={filesKey}
        idOf={idOf}
        files={files}
        problem={filesProblem}
        disabled={upload.isPending}
        onChange={(chosen) => {
          setFiles(chosen);
          setFilesProblem(null);
        }}
      />
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      {progress !== null && <UploadProgress sent={progress} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {/* Not disabled while uploading: a disabled button would drop the keyboard's focus (a second submit is ignored). */}
        <Button type="submit" aria-disabled={upload.isPending || undefined} className="aria-disabled:opacity-60">
          {upload.isPending ? 'Uploading…' : 'Save Documents'}
        </Button>
      </div>
    </form>
  );
}

function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <div className="space-y-1">
      <p role="status" className="text-sm text-slate-700">
        Uploading documents… <span aria-hidden="true">{percent}%</span>
      </p>
      <progress value={sent} max={1} aria-label="Upload progress" className="h-2 w-full accent-brand-700">
        {percent}%
      </progress>
    </div>
  );
}
