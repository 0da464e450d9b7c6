import type { CredentialsView } from '@contracts/network-views';
import { formatUsdWhole } from '@domain/money';
import { credentialProblems, dallasDate, MIN_COVERAGE_CENTS, parseCoverageCents, type CredentialField } from '@domain/provider-credentials';
import { DollarInput } from '@/components/ui/dollar-input';
import { BoundField, FormTextField, invalidInputClass } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { AnyForm, FormCheck } from '@/lib/forms';
import { formatCoverage } from './credentials-details';

/** Each credential as typed, under its own name, so that a problem marks the field it names (coverage in dollars, permits one a line). */
export type CredentialFormValues = Record<CredentialField, string>;

export function credentialFormValues(credentials: CredentialsView | null): CredentialFormValues {
  return {
    companyLicence: credentials?.companyLicence ?? '',
    operatorLicence: credentials?.operatorLicence ?? '',
    truckPermits: credentials?.truckPermits.join('\n') ?? '',
    licenceExpiresOn: credentials?.licenceExpiresOn ?? '',
    insuranceCarrier: credentials?.insuranceCarrier ?? '',
    insurancePolicy: credentials?.insurancePolicy ?? '',
    insuranceCoverageCents: credentials ? formatCoverage(credentials.insuranceCoverageCents).replace('$', '') : '',
    insuranceExpiresOn: credentials?.insuranceExpiresOn ?? '',
  };
}

const permitsOf = (typed: string): string[] =>
  typed
    .split(/[\n,]/)
    .map((permit) => permit.trim())
    .filter(Boolean);

/** The join form's rules, as of today in Dallas: every problem at once, the first field taking focus. */
export function checkCredentials(values: CredentialFormValues): FormCheck<CredentialFormValues, CredentialsView> {
  const credentials = { ...values, truckPermits: permitsOf(values.truckPermits), insuranceCoverageCents: parseCoverageCents(values.insuranceCoverageCents) ?? undefined };
  const problems = credentialProblems(credentials, dallasDate(new Date()));
  return Object.keys(problems).length > 0 ? { problem: { fields: problems } } : { values: credentials as CredentialsView };
}

type CredentialFieldsProps = {
  form: AnyForm<CredentialFormValues, CredentialsView>;
  idOf: (field: CredentialField) => string;
};

/** The TDLR numbers and the insurance, as the new documents show them. */
export function CredentialFields({ form, idOf }: CredentialFieldsProps) {
  const field = (name: CredentialField, label: string, type = 'text') => (
    <FormTextField form={form} name={name} id={idOf(name)} label={label} type={type} required autoComplete="off" />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('companyLicence', 'TDLR company licence')}
      {field('operatorLicence', 'Operator licence')}
      <div className="sm:col-span-2">
        <BoundField form={form} name="truckPermits" id={idOf('truckPermits')} label="Truck permits" required hint="One permit number per line.">
          {(control) => <Textarea {...control} rows={3} autoComplete="off" spellCheck={false} className={invalidInputClass} />}
        </BoundField>
      </div>
      {field('licenceExpiresOn', 'Licence expires', 'date')}
      {field('insuranceCarrier', 'Insurer')}
      {field('insurancePolicy', 'Policy number')}
      <BoundField
        form={form}
        name="insuranceCoverageCents"
        id={idOf('insuranceCoverageCents')}
        label="Coverage"
        required
        hint={`Liability coverage, at least ${formatUsdWhole(MIN_COVERAGE_CENTS)}.`}
      >
        {(control) => <DollarInput {...control} placeholder="1,000,000" className="scroll-mt-28" />}
      </BoundField>
      {field('insuranceExpiresOn', 'Insurance expires', 'date')}
    </div>
  );
}
