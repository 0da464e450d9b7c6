import type { DefaultJobOptions, Queue } from 'bullmq';
import { BUSINESS_TIME_ZONE } from '../../domain/business-time';

/** Every queue, job and payload of the system, in one typed place. */
export const QUEUES = {
  /** Outbound sends only, under the per-sender limit. */
  sms: 'sms',
  /** Inbound texts and the outbox sweep: never behind the limit, so a STOP is handled while a burst of sends waits. */
  smsInbound: 'sms-inbound',
  maintenance: 'maintenance',
  linkExpiry: 'link-expiry',
  /** Closing offer windows on time. */
  offers: 'offers',
  /** Signed events to business accounts' endpoints, retried for a day. */
  partnerWebhooks: 'partner-webhooks',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  sendSms: 'send-sms',
  sweepOutbox: 'sweep-outbox',
  handleInboundSms: 'handle-inbound',
  cleanupCompleted: 'cleanup-completed',
  checkProviderDocuments: 'check-provider-documents',
  sweepOrphanFiles: 'sweep-orphan-files',
  sendWeeklySummary: 'send-weekly-summary',
  expireLinks: 'expire-links',
  expireOffer: 'expire-offer',
  deliverWebhook: 'deliver-webhook',
} as const;

export interface SendSmsPayload {
  messageId: string;
}
/** An inbound text already stored in `sms_messages`. */
export interface HandleInboundSmsPayload {
  messageId: string;
}
/** The codes the request had at completion: the links to close, even if the request is gone by then. */
export interface ExpireLinksPayload {
  requestId: string;
  trackingId: string | null;
  jobId: string | null;
}
/** An offer whose window closes now, unless it was answered meanwhile. */
export interface ExpireOfferPayload {
  offerId: string;
}
/** A webhook delivery already stored in `partner_webhook_deliveries`. */
export interface DeliverWebhookPayload {
  deliveryId: string;
}
export type EmptyPayload = Record<string, never>;

/** Queue → job name → payload. A job exists only if it is listed here, and the worker refuses to start without its processor. */
export interface JobCatalogue {
  sms: { 'send-sms': SendSmsPayload };
  'sms-inbound': { 'handle-inbound': HandleInboundSmsPayload; 'sweep-outbox': EmptyPayload };
  maintenance: {
    'cleanup-completed': EmptyPayload;
    'check-provider-documents': EmptyPayload;
    'sweep-orphan-files': EmptyPayload;
    'send-weekly-summary': EmptyPayload;
  };
  'link-expiry': { 'expire-links': ExpireLinksPayload };
  offers: { 'expire-offer': ExpireOfferPayload };
  'partner-webhooks': { 'deliver-webhook': DeliverWebhookPayload };
}

export type JobName<Q extends QueueName> = keyof JobCatalogue[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobCatalogue[Q][N];
/** A queue that only takes its catalogued jobs with their payloads. */
export type CataloguedQueue<Q extends QueueName> = Queue<
  JobCatalogue[Q][JobName<Q>],
  JobResult,
  JobName<Q>
>;

export const JOB_NAMES: { [Q in QueueName]: readonly JobName<Q>[] } = {
  sms: [JOBS.sendSms],
  'sms-inbound': [JOBS.handleInboundSms, JOBS.sweepOutbox],
  maintenance: [JOBS.cleanupCompleted, JOBS.checkProviderDocuments, JOBS.sweepOrphanFiles, JOBS.sendWeeklySummary],
  'link-expiry': [JOBS.expireLinks],
  offers: [JOBS.expireOffer],
  'partner-webhooks': [JOBS.deliverWebhook],
};

export type JobResult = { outcome: 'done'; detail?: string } | { outcome: 'skipped'; reason: string };

export const SMS_MAX_ATTEMPTS = 5;

/** A webhook's attempts: with the 'webhook' backoff (30 s doubling, at most 4 h apart) the last one comes about 24 h after the first. */
export const WEBHOOK_MAX_ATTEMPTS = 15;
/** The name of the partner-webhooks worker's own backoff strategy. */
export const WEBHOOK_BACKOFF = 'webhook';

export const DEFAULT_JOB_OPTIONS: Record<QueueName, DefaultJobOptions> = {
  sms: {
    attempts: SMS_MAX_ATTEMPTS,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  'sms-inbound': {
    attempts: SMS_MAX_ATTEMPTS,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  maintenance: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { count: 50 },
    removeOnFail: { count: 50 },
  },
  'link-expiry': {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { count: 500 },
    removeOnFail: { count: 500 },
  },
  offers: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 500 },
  },
  'partner-webhooks': {
    attempts: WEBHOOK_MAX_ATTEMPTS,
    backoff: { type: WEBHOOK_BACKOFF },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
};

/** Deterministic ids: a job for the same thing is never queued twice. */
export const jobIds = {
  sendSms: (messageId: string) => `sms-${messageId}`,
  /** A text sent on by the one before it to the same phone: its own id, so it is never taken for the text's first job still running. */
  sendSmsInTurn: (messageId: string, after: string) => `sms-${messageId}-after-${after}`,
  /** One per stored inbound text: a redelivered webhook finds its job already there. */
  handleInboundSms: (messageId: string) => `sms-inbound-${messageId}`,
  cleanupNow: (bucket: string) => `cleanup-${bucket}`,
  checkDocumentsNow: (bucket: string) => `check-provider-documents-${bucket}`,
  /** One per request: completing again (it cannot) or retrying the step reschedules nothing. */
  expireLinks: (requestId: string) => `expire-links-${requestId}`,
  /** One per offer: its window closes once. */
  expireOffer: (offerId: string) => `expire-offer-${offerId}`,
  /** One per delivery: its retries are the job's attempts, and a replay is a delivery of its own. */
  deliverWebhook: (deliveryId: string) => deliveryId,
};

/** Repeating jobs; BullMQ types a scheduler's id as a job name, so each is named after its job. */
export const SCHEDULES = {
  sweepOutbox: { queue: QUEUES.smsInbound, id: JOBS.sweepOutbox, everyMs: 60_000 },
  cleanupCompleted: { queue: QUEUES.maintenance, id: JOBS.cleanupCompleted, everyMs: 24 * 3600_000 },
} as const;

/** Providers' documents are checked each morning in Dallas: reminders arrive at a civil hour, and a lapse stops offers that day. */
export const DOCUMENT_CHECK_SCHEDULE = { queue: QUEUES.maintenance, id: JOBS.checkProviderDocuments, pattern: '0 6 * * *', tz: BUSINESS_TIME_ZONE } as const;

/** Stored files no record names (an upload cut short by a crash, a deleted job's photos) are swept each night in Dallas. */
export const ORPHAN_FILE_SWEEP_SCHEDULE = { queue: QUEUES.maintenance, id: JOBS.sweepOrphanFiles, pattern: '30 3 * * *', tz: BUSINESS_TIME_ZONE } as const;

/** The owner's weekly summary goes out on Monday at 8 AM in Dallas, once however many workers run. */
export const WEEKLY_SUMMARY_SCHEDULE = { queue: QUEUES.maintenance, id: JOBS.sendWeeklySummary, pattern: '0 8 * * 1', tz: BUSINESS_TIME_ZONE } as const;

/** How often the worker makes sure every schedule still exists (Redis may have lost them). */
export const SCHEDULE_CHECK_MS = 15_000;
