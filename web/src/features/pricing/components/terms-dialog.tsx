import { AgreementDialog } from '@/components/ui/agreement-dialog';
import { useAgreementText } from '@/components/ui/agreement-text';
import { CUSTOMER_TERMS, CUSTOMER_TERMS_BEFORE_PAYING, CUSTOMER_TERMS_VALUES } from '@/content/customer-terms';

type TermsDialogProps = {
  open: boolean;
  onAccept: () => void;
  /** Decline, Escape and a click outside all mean the customer did not agree. */
  onDecline: () => void;
  /** Asked on the payment page, before the deposit, rather than before accepting an offer. */
  beforePaying?: boolean;
};

/** The customer terms and liability modal shown before an offer is accepted or a deposit paid (spec §2), in the reader's language. */
export function TermsDialog({ beforePaying = false, ...props }: TermsDialogProps) {
  const agreement = useAgreementText(beforePaying ? CUSTOMER_TERMS_BEFORE_PAYING : CUSTOMER_TERMS, CUSTOMER_TERMS_VALUES);
  return <AgreementDialog agreement={agreement} {...props} />;
}
