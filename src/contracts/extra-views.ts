import type { ExtraAnswer, ExtraKind, ExtraStatus, OnSiteTotals } from '../domain/extra-charges';
import type { PhotoView } from './provider-views';

/** An extra charge as the job's provider, its customer and the dispatchers see it. Money in integer cents. */
export interface ExtraChargeView {
  id: string;
  /** Its number on the job, which the customer's texts use ('YES 2'). */
  number: number;
  kind: ExtraKind;
  description: string | null;
  amountCents: number;
  status: ExtraStatus;
  photo: PhotoView;
  proposedAt: string;
  /** When the customer was asked; null while a charge above the accepted price waits for a dispatcher. */
  askedAt: string | null;
  answeredAt: string | null;
  answeredBy: 'page' | 'text' | null;
  voidedAt: string | null;
  voidReason: string | null;
  /** When the job ended with it still waiting. */
  expiredAt: string | null;
}

/** A job's extras, oldest first, and what the provider collects on site with the approved ones. */
export interface ExtrasView {
  extras: ExtraChargeView[];
  totals: OnSiteTotals;
}

/** To the dispatchers: a charge above the job's price that only they can put to the customer. */
export interface ExtraHeldEvent {
  id: string;
  trackingId: string | null;
  number: number;
  amountCents: number;
}

/** Body of POST /api/jobs/:jobId/extras. */
export interface ProposeExtraBody {
  kind: ExtraKind;
  /** Required for 'other': what the charge is for. */
  description?: string;
  amountCents: number;
  /** A photo of this job (taken with stage 'extra') that shows why. */
  photoId: string;
}

/** Body of POST /api/track/:trackingId/extras/:extraId. */
export interface AnswerExtraBody {
  answer: ExtraAnswer;
}

/** Body of POST /api/admin/requests/:id/extras/:extraId/void. */
export interface VoidExtraBody {
  reason: string;
}
