import type { DefaultJobOptions } from 'bullmq';

/** Every queue, job and payload of the system, in one typed place. */
export const QUEUES = {
  sms: 'sms',
  linkExpiry: 'link-expiry',
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  sendSms: 'send-sms',
  sweepOutbox: 'sweep-outbox',
  expireLinks: 'expire-links',
  cleanupCompleted: 'cleanup-completed',
} as const;

export interface SendSmsPayload {
  messageId: string;
}
export interface ExpireLinksPayload {
  requestId: string;
}
export type SweepOutboxPayload = Record<string, never>;
export type CleanupCompletedPayload = Record<string, never>;

export type JobResult = { outcome: 'done'; detail?: string } | { outcome: 'skipped'; reason: string };

export const SMS_MAX_ATTEMPTS = 5;

export const DEFAULT_JOB_OPTIONS: Record<QueueName, DefaultJobOptions> = {
  sms: {
    attempts: SMS_MAX_ATTEMPTS,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  'link-expiry': {
    attempts: 3,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: true,
    removeOnFail: { age: 24 * 3600 },
  },
  maintenance: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { count: 50 },
    removeOnFail: { count: 50 },
  },
};

/** Deterministic ids: a job for the same thing is never queued twice. */
export const jobIds = {
  sendSms: (messageId: string) => `sms-${messageId}`,
  expireLinks: (requestId: string) => `expire-${requestId}`,
  cleanupNow: (bucket: string) => `cleanup-${bucket}`,
};

export const SCHEDULES = {
  sweepOutbox: { id: 'sweep-outbox', everyMs: 60_000 },
  cleanupCompleted: { id: 'cleanup-completed', everyMs: 24 * 3600_000 },
};
