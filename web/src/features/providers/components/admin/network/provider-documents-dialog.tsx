import type { ProviderView } from '@contracts/provider-views';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useAddProviderDocuments } from '../../../api/provider-network';
import { CredentialsDetails } from './credentials-details';
import { CredentialsForm } from './credentials-form';
import { NetworkRecord } from './network-record';
import { NetworkStanding } from './network-standing';
import { ReinstateProvider } from './reinstate-provider';
import { TitledPart } from './titled-part';

type ProviderDocumentsDialogProps = {
  provider: ProviderView;
  /** The button that opens it; focus goes back to it on closing. */
  children: ReactNode;
};

/** A roster entry's standing in the network: credentials and documents on file, their history, new documents and reinstatement. */
export function ProviderDocumentsDialog({ provider, children }: ProviderDocumentsDialogProps) {
  const [open, setOpen] = useState(false);
  const upload = useAddProviderDocuments();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !upload.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl data-[state=open]:animate-fade-in motion-reduce:animate-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Documents for {provider.name}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Credentials and documents on file, and every decision on the provider&apos;s standing in the network.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={upload.isPending}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <ProviderDocuments provider={provider} upload={upload} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProviderDocuments({ provider, upload }: { provider: ProviderView; upload: ReturnType<typeof useAddProviderDocuments> }) {
  const standingRef = useRef<HTMLDivElement>(null);
  const { status, credentials } = provider.network;

  return (
    <div className="mt-2 divide-y divide-slate-100 [&>*]:py-4 [&>*:last-child]:pb-0">
      <TitledPart title="Standing">
        <div
          ref={standingRef}
          tabIndex={-1}
          className="flex flex-col gap-3 rounded sm:flex-row sm:items-center sm:justify-between focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <NetworkStanding provider={provider} />
          {status !== 'active' && <ReinstateProvider provider={provider} fallbackFocus={() => standingRef.current} />}
        </div>
      </TitledPart>
      <TitledPart title="Credentials on file">
        {credentials ? <CredentialsDetails credentials={credentials} /> : <p className="text-sm text-slate-600">No credentials on file.</p>}
      </TitledPart>
      <NetworkRecord providerId={provider.id} />
      <TitledPart title="Add documents">
        <p className="mb-4 text-sm text-slate-600">
          Enter the credentials the new documents show, and add the certificate, licence photos or both.
          {status === 'suspended' && ' The provider is then under review until you reinstate them.'}
        </p>
        <CredentialsForm provider={provider} upload={upload} />
      </TitledPart>
    </div>
  );
}
