import { AgreementDialog } from '@/components/ui/agreement-dialog';
import { useAgreementText } from '@/components/ui/agreement-text';
import { PROVIDER_AGREEMENT, PROVIDER_AGREEMENT_VALUES } from '../../lib/provider-agreement';

type ProviderAgreementDialogProps = { open: boolean; onAccept: () => void; onDecline: () => void };

/**
 * The Provider Service Agreement modal shown before a job can be worked (spec §2, §9). Decline,
 * Escape and a click outside all mean the provider did not agree.
 */
export function ProviderAgreementDialog(props: ProviderAgreementDialogProps) {
  return <AgreementDialog agreement={useAgreementText(PROVIDER_AGREEMENT, PROVIDER_AGREEMENT_VALUES)} {...props} />;
}
