import { AgreementDialog } from '@/components/ui/agreement-dialog';
import { PROVIDER_AGREEMENT } from '../../lib/provider-agreement';

type ProviderAgreementDialogProps = { open: boolean; onAccept: () => void; onDecline: () => void };

/** The Provider Service Agreement modal shown before a job can be worked (spec §2, §9). */
export function ProviderAgreementDialog(props: ProviderAgreementDialogProps) {
  return <AgreementDialog agreement={PROVIDER_AGREEMENT} {...props} />;
}
