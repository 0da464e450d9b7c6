import { AgreementDialog } from '@/components/ui/agreement-dialog';
import { useAgreementText } from '@/components/ui/agreement-text';
import { CUSTOMER_TERMS, CUSTOMER_TERMS_VALUES } from '@/content/customer-terms';

type TermsDialogProps = {
  open: boolean;
  onAccept: () => void;
  /** Decline, Escape and a click outside all mean the customer did not agree. */
  onDecline: () => void;
};

/** The customer terms and liability modal shown before an offer is accepted (spec §2), in the reader's language. */
export function TermsDialog(props: TermsDialogProps) {
  return <AgreementDialog agreement={useAgreementText(CUSTOMER_TERMS, CUSTOMER_TERMS_VALUES)} {...props} />;
}
