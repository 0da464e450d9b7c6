import { AgreementDialog } from '@/components/ui/agreement-dialog';
import { useAgreementText } from '@/components/ui/agreement-text';
import { PROVIDER_AGREEMENT, PROVIDER_AGREEMENT_VALUES, PROVIDER_PAGE_AGREEMENT } from '../lib/provider-agreement';

type ProviderAgreementDialogProps = {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Asked on the provider page, for every job to come, rather than on one job's page. */
  everyJob?: boolean;
};

/**
 * The Provider Service Agreement modal shown before a job can be worked (spec §2, §9). Decline,
 * Escape and a click outside all mean the provider did not agree.
 */
export function ProviderAgreementDialog({ everyJob = false, ...props }: ProviderAgreementDialogProps) {
  const agreement = useAgreementText(everyJob ? PROVIDER_PAGE_AGREEMENT : PROVIDER_AGREEMENT, PROVIDER_AGREEMENT_VALUES);
  return <AgreementDialog agreement={agreement} {...props} />;
}
