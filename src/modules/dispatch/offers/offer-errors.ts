import { AppError, conflict, notFound } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { OfferWithdrawal } from '../../../domain/offer-window';
import { ETA_MINUTES } from '../../../domain/text-commands';

/** The offer page's words for each withdrawal (the web catalogue's `offer.state.withdrawn.*` in English). */
const WITHDRAWN_BECAUSE: Record<OfferWithdrawal, string> = {
  on_another_job: 'This offer was withdrawn because you took another job. No action is needed.',
  off_duty: 'This offer was withdrawn because you went off duty. Go on duty to get new job offers.',
  paused: 'This offer was withdrawn because your provider account is paused. Call the dispatcher for help.',
  suspended: 'This offer was withdrawn because your provider account is suspended until a dispatcher approves your renewed documents. Call the dispatcher for help.',
};

/** Refusals of the offer flow, with the spec's titles where the pages show one. */
export const OfferErrors = {
  notFound: () => notFound(ERROR_CODES.offerNotFound, 'This offer link is not valid. Check the link in your text.'),
  expired: () => new AppError('conflict', ERROR_CODES.offerExpired, 'This offer has expired.', undefined, 'Offer Expired'),
  taken: () => new AppError('conflict', ERROR_CODES.jobAlreadyTaken, 'Another provider has taken this job.', undefined, 'Job Already Taken'),
  withdrawn: (because: OfferWithdrawal) => new AppError('conflict', ERROR_CODES.offerWithdrawn, WITHDRAWN_BECAUSE[because], undefined, 'Offer Withdrawn'),
  answered: () => conflict(ERROR_CODES.offerAnswered, 'You have already answered this offer.'),
  invalidEta: () =>
    new AppError('bad_request', ERROR_CODES.invalidEta, `Enter your ETA in whole minutes, from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}.`, undefined, 'ETA Required'),
  invalidChoice: () => new AppError('bad_request', ERROR_CODES.invalidOfferChoice, 'Choose one provider to offer the job to, or offer it to the top 3.'),
  notReofferable: () => conflict(ERROR_CODES.notReofferable, 'This job has no provider to replace; offer it from the candidates instead.'),
  noEligibleProviders: () =>
    new AppError('conflict', ERROR_CODES.noEligibleProviders, 'No provider can take this job right now. Assign one manually.', undefined, 'No Eligible Providers'),
  alreadyOffered: (name: string) => conflict(ERROR_CODES.alreadyOffered, `${name} already has an open offer for this job.`),
  notEligible: (name: string) => conflict(ERROR_CODES.providerNotEligible, `${name} cannot be offered this job right now; see why in the candidates list.`),
  busy: () => conflict(ERROR_CODES.providerBusy, 'You are on another job. Finish it before you take a new one.'),
  autoDispatchNotRunning: () => conflict(ERROR_CODES.autoDispatchNotRunning, 'Auto-dispatch is not running for this request.'),
};
