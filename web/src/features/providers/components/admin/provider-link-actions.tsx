import type { ProviderView } from '@contracts/provider-views';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyableLink } from '@/components/ui/copyable-link';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useIssueProviderLink, useRevokeProviderLink } from '../../api/provider-link';

const failed = (error: unknown, fallback: string) => {
  // A lapsed session is handled by the sign-in redirect; a refusal carries the server's reason.
  if (isApiError(error, 401)) return;
  toast.error('Error', { description: isApiError(error) && error.isClientError ? error.message : fallback });
};

/** The provider's standing page link: text a fresh one (the old one stops working) or revoke it. */
export function ProviderLinkActions({ provider }: { provider: ProviderView }) {
  const issue = useIssueProviderLink();
  const revoke = useRevokeProviderLink();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [issuedUrl, setIssuedUrl] = useState<string | null>(null);
  const hasLink = provider.pageLinkIssuedAt !== null;

  async function sendLink() {
    try {
      const link = await issue.mutateAsync(provider.id);
      setIssuedUrl(link.url);
      toast.success('Provider Link Sent', {
        description: `${provider.name}'s provider page link was texted to ${formatPhone(provider.phone)}.${hasLink ? ' The previous link no longer works.' : ''}`,
      });
    } catch (error) {
      failed(error, 'Failed to send the provider link. Please try again.');
    }
  }

  async function revokeLink() {
    try {
      await revoke.mutateAsync(provider.id);
      setIssuedUrl(null);
      setConfirmingRevoke(false);
      toast.success('Provider Link Revoked', { description: `${provider.name}'s provider page link no longer works.` });
    } catch (error) {
      setConfirmingRevoke(false);
      failed(error, 'Failed to revoke the provider link. Please try again.');
    }
  }

  return (
    <div className="mt-3 space-y-2 border-t border-slate-100 pt-3">
      <p className="text-sm text-slate-700">
        {hasLink ? `Link issued ${formatDateTime(provider.pageLinkIssuedAt)}` : 'No provider link: the provider has no page to go on duty and see offers.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={issue.isPending} onClick={() => void sendLink()} aria-label={`Text Provider Link to ${provider.name}`}>
          {issue.isPending ? 'Sending…' : 'Text Provider Link'}
        </Button>
        {hasLink && (
          <Button variant="ghost" size="sm" onClick={() => setConfirmingRevoke(true)} aria-label={`Revoke Link of ${provider.name}`}>
            Revoke Link
          </Button>
        )}
      </div>
      {issuedUrl && hasLink && <CopyableLink label="Provider link" url={issuedUrl} />}
      <ConfirmDialog
        open={confirmingRevoke}
        onOpenChange={setConfirmingRevoke}
        title={`Revoke ${provider.name}'s provider link?`}
        description="The link stops working at once. The provider can no longer go on or off duty or see offers on their page until you text a new link."
        confirmLabel="Revoke Link"
        pendingLabel="Revoking…"
        destructive
        pending={revoke.isPending}
        onConfirm={() => void revokeLink()}
      />
    </div>
  );
}
