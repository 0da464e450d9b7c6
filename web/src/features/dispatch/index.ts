// The provider's side of dispatch: the timed job offer (the offer page), and the offers feed the provider
// page listens to. The dispatcher's side is in './admin', so the provider's chunk never carries it.
export { offerPageKey, useOfferPage } from './api/offer-page';
export { OfferAnswerForm } from './components/offer/offer-answer-form';
export { OfferDetailsCard } from './components/offer/offer-details-card';
export { OfferSummaryCard } from './components/offer/offer-summary-card';
export { OFFER_PROBLEM_MESSAGES, OFFER_STATE_MESSAGES, OFFER_WITHDRAWN_MESSAGES, type ClosedOfferState } from './components/offer/offer-state-messages';
export { useOfferAnswers } from './hooks/use-offer-answers';
export { useOffersSocket } from './hooks/use-offers-socket';
