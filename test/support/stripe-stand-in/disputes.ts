import { PaymentDesk } from './payments';
import {
  answer,
  flagParam,
  multipartParts,
  newId,
  notFound,
  nowInSeconds,
  paramsUnder,
  refuse,
  StandInCall,
  StandInRoute,
} from './wire';

/** The evidence fields a dispute starts with, all empty (Stripe's `Dispute.Evidence`, less the nested ones). */
const EVIDENCE_FIELDS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
] as const;

const WEEK_IN_SECONDS = 7 * 24 * 60 * 60;

export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  /** Every field Stripe has (null until sent), and any other field sent. */
  evidence: Record<string, string | null>;
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
  metadata: Record<string, string>;
  is_charge_refundable: boolean;
  created: number;
  livemode: false;
}

/** One accepted `POST /v1/disputes/:id`, as sent. */
export interface StandInDisputeUpdate {
  dispute: string;
  evidence: Record<string, string>;
  submit: boolean;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInFile {
  id: string;
  purpose: string;
  filename: string | null;
  size: number;
  /** The uploaded part's Content-Type and bytes. */
  contentType: string | null;
  data: Buffer;
  created: number;
  idempotencyKey: string | null;
}

/** Disputes on the stand-in's charges, the evidence sent for them, and the files uploaded as evidence. */
export class DisputeDesk {
  readonly disputes: StandInDispute[] = [];
  readonly disputeUpdates: StandInDisputeUpdate[] = [];
  readonly files: StandInFile[] = [];

  readonly routes: StandInRoute[] = [
    ['GET', /^\/v1\/disputes\/([^/]+)$/, (call, id) => this.retrieve(call, id)],
    ['POST', /^\/v1\/disputes\/([^/]+)$/, (call, id) => this.update(call, id)],
    ['POST', /^\/v1\/files$/, (call) => this.upload(call)],
  ];

  constructor(private readonly payments: PaymentDesk) {}

  reset(): void {
    this.disputes.length = 0;
    this.disputeUpdates.length = 0;
    this.files.length = 0;
  }

  dispute(disputeId: string): StandInDispute {
    const dispute = this.disputes.find((candidate) => candidate.id === disputeId);
    if (!dispute) throw new Error(`The stand-in holds no dispute ${disputeId}`);
    return dispute;
  }

  openDispute(paymentIntentId: string, amount?: number): StandInDispute {
    const intent = this.payments.paymentIntent(paymentIntentId);
    if (intent.status !== 'succeeded' || !intent.latest_charge) throw new Error(`Payment intent ${paymentIntentId} has no charge to dispute`);
    const created = nowInSeconds();
    const dispute: StandInDispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: amount ?? intent.amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence: Object.fromEntries(EVIDENCE_FIELDS.map((field) => [field, null])),
      evidence_details: { due_by: created + WEEK_IN_SECONDS, has_evidence: false, past_due: false, submission_count: 0 },
      metadata: {},
      is_charge_refundable: false,
      created,
      livemode: false,
    };
    this.disputes.push(dispute);
    return structuredClone(dispute);
  }

  closeDispute(disputeId: string, outcome: 'won' | 'lost'): StandInDispute {
    const dispute = this.dispute(disputeId);
    dispute.status = outcome;
    return structuredClone(dispute);
  }

  private retrieve({ response }: StandInCall, id: string): void {
    const dispute = this.disputes.find((candidate) => candidate.id === id);
    return dispute ? answer(response, 200, dispute) : notFound(response);
  }

  private update({ params, idempotencyKey, response }: StandInCall, id: string): void {
    const dispute = this.disputes.find((candidate) => candidate.id === id);
    if (!dispute) return notFound(response);
    if (idempotencyKey && this.disputeUpdates.some((update) => update.idempotencyKey === idempotencyKey)) return answer(response, 200, dispute);
    const evidence = paramsUnder(params, 'evidence');
    const submit = flagParam(params, 'submit');
    const sendsEvidence = Object.keys(evidence).length > 0;
    if ((submit || sendsEvidence) && dispute.status !== 'needs_response') {
      const message = dispute.status === 'under_review' ? 'This dispute has already been submitted and can no longer be updated.' : 'This dispute is already closed.';
      return refuse(response, message);
    }
    const metadata = paramsUnder(params, 'metadata');
    Object.assign(dispute.evidence, evidence);
    Object.assign(dispute.metadata, metadata);
    if (sendsEvidence) dispute.evidence_details.has_evidence = true;
    if (submit) {
      dispute.status = 'under_review';
      dispute.evidence_details.submission_count += 1;
    }
    this.disputeUpdates.push({ dispute: id, evidence, submit, metadata, idempotencyKey });
    answer(response, 200, dispute);
  }

  private upload({ body, contentType, idempotencyKey, response }: StandInCall): void {
    const again = idempotencyKey ? this.files.find((file) => file.idempotencyKey === idempotencyKey) : undefined;
    if (again) return answer(response, 200, publicFile(again));
    const parts = multipartParts(body, contentType);
    const purpose = parts.find((part) => part.name === 'purpose')?.data.toString('utf8');
    if (!purpose) return refuse(response, 'Missing required param: purpose.', { param: 'purpose' });
    const upload = parts.find((part) => part.name === 'file' && part.filename !== null);
    if (!upload) return refuse(response, 'Missing required param: file.', { param: 'file' });
    const file: StandInFile = {
      id: newId('file'),
      purpose,
      filename: upload.filename,
      size: upload.data.length,
      contentType: upload.contentType,
      data: Buffer.from(upload.data),
      created: nowInSeconds(),
      idempotencyKey,
    };
    this.files.push(file);
    answer(response, 200, publicFile(file));
  }
}

function publicFile(file: StandInFile): object {
  const { id, purpose, filename, size, created } = file;
  const type = filename?.includes('.') ? filename.slice(filename.lastIndexOf('.') + 1).toLowerCase() : null;
  return { id, object: 'file', purpose, filename, size, type, created, expires_at: null, title: null, url: `https://files.stripe.com/v1/files/${id}/contents` };
}
