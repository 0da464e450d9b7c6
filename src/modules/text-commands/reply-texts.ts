import { namedReplies, textCatalogue } from '../notifications';
import en from './messages/replies.en.json';
import es from './messages/replies.es.json';

export const writerIn = textCatalogue({ en, es });

type SupportLine = { supportPhone: string };

/** The answers to a customer's or provider's commands by text, by name, with the values each takes. */
export const writeReply = namedReplies<
  keyof typeof en,
  {
    'confirm-cancel': undefined;
    'confirm-cancel-refund': { deposit: string };
    'confirm-cancel-fee': { deposit: string };
    'cannot-cancel': SupportLine;
    'next-step': { word: string };
    'step-recorded': { word: string };
    'job-completed': undefined;
    'no-next-step': undefined;
    'eta-format': undefined;
    'on-duty': undefined;
    'off-duty': undefined;
    'duty-paused': SupportLine;
    'network-suspended': SupportLine;
    'on-another-job': undefined;
    'late-wait': undefined;
    'no-provider-wait': undefined;
    'here-told': undefined;
    'not-late': SupportLine;
    'arrival-code-needed': undefined;
    'wrong-arrival-code': undefined;
    'arrival-locked': undefined;
    'pickup-photo-needed': undefined;
    'completion-photo-needed': undefined;
    'callback-requested': SupportLine;
    'terms-accepted': { price: string; termsUrl: string };
    'counter-sent': { price: string };
    'invalid-amount': undefined;
    'counter-used': { final: string };
    'rating-thanks': { rating: number };
    'review-saved': undefined;
    'already-rated': undefined;
    'rating-range': undefined;
  }
>(writerIn, {
  'confirm-cancel': 'sms.reply.confirmCancel',
  'confirm-cancel-refund': 'sms.reply.confirmCancelRefund',
  'confirm-cancel-fee': 'sms.reply.confirmCancelFee',
  'cannot-cancel': 'sms.reply.cannotCancel',
  'next-step': 'sms.reply.nextStep',
  'step-recorded': 'sms.reply.stepRecorded',
  'job-completed': 'sms.reply.jobCompleted',
  'no-next-step': 'sms.reply.noNextStep',
  'eta-format': 'sms.reply.etaFormat',
  'on-duty': 'sms.reply.onDuty',
  'off-duty': 'sms.reply.offDuty',
  'duty-paused': 'sms.reply.dutyPaused',
  'network-suspended': 'sms.reply.networkSuspended',
  'on-another-job': 'sms.reply.onAnotherJob',
  'late-wait': 'sms.reply.lateWait',
  'no-provider-wait': 'sms.reply.noProviderWait',
  'here-told': 'sms.reply.hereTold',
  'not-late': 'sms.reply.notLate',
  'arrival-code-needed': 'sms.reply.arrivalCodeNeeded',
  'wrong-arrival-code': 'sms.reply.wrongArrivalCode',
  'arrival-locked': 'sms.reply.arrivalLocked',
  'pickup-photo-needed': 'sms.reply.pickupPhotoNeeded',
  'completion-photo-needed': 'sms.reply.completionPhotoNeeded',
  'callback-requested': 'sms.reply.callbackRequested',
  'terms-accepted': 'sms.reply.termsAccepted',
  'counter-sent': 'sms.reply.counterSent',
  'invalid-amount': 'sms.reply.invalidAmount',
  'counter-used': 'sms.reply.counterUsed',
  'rating-thanks': 'sms.reply.ratingThanks',
  'review-saved': 'sms.reply.reviewSaved',
  'already-rated': 'sms.reply.alreadyRated',
  'rating-range': 'sms.reply.ratingRange',
});
