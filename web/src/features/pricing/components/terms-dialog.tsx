import { AgreementDialog } from '@/components/ui/agreement-dialog';
import { CUSTOMER_TERMS } from '../lib/customer-terms';

type TermsDialogProps = {
  open: boolean;
  onAccept: () => void;
  /** Decline, Escape and a click outside all mean the customer did not agree. */
  onDecline: () => void;
};

/** The customer terms and liability modal shown before an offer is accepted (spec §2). */
export function TermsDialog(props: TermsDialogProps) {
  return <AgreementDialog agreement={CUSTOMER_TERMS} {...props} />;
}
