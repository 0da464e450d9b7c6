import type { RequestRecord } from '../../../domain/request-record';
import type { Language } from '../../../domain/language';

/** The pages a request's texts link to, each opened by the capability code in it. */

/** The provider's job page; the job code in it is the provider's only capability. */
export const jobPagePath = (jobId: string): string => `/provider/${encodeURIComponent(jobId)}`;

export const jobPageUrl = (publicUrl: string, jobId: string): string => `${publicUrl}${jobPagePath(jobId)}`;

export const trackingPagePath = (trackingId: string): string => `/track/${encodeURIComponent(trackingId)}`;

export const trackingPageUrl = (publicUrl: string, trackingId: string): string => `${publicUrl}${trackingPagePath(trackingId)}`;

/** The customer's payment page; the tracking code in it is the capability that opens it. */
export const paymentPagePath = (requestId: string, trackingId: string): string =>
  `/payment/${encodeURIComponent(requestId)}?${new URLSearchParams({ code: trackingId })}`;

export const paymentPageUrl = (publicUrl: string, request: RequestRecord): string | null =>
  request.customerTrackingId ? `${publicUrl}${paymentPagePath(request.id, request.customerTrackingId)}` : null;

/** The customer terms the price texts link to, in the reader's language (the web app's Spanish pages are under /es). */
export const termsPageUrl = (publicUrl: string, writer: { language: Language }): string => `${publicUrl}${writer.language === 'es' ? '/es' : ''}/terms`;
