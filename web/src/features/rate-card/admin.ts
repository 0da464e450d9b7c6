// The dispatcher's side of the rate card: the /admin/rates page, and the suggested price beside the Set Price
// card and the phone request form. The public ranges are in './index', so a customer's chunk never carries this.
export { useRateCard, useRequestSuggestion, usePhoneSuggestion } from './api/rate-card';
export { PriceSuggestion } from './components/price-suggestion';
export { RateCardEditor } from './components/rate-card-editor';
export { RateCardHistory } from './components/rate-card-history';
export { versionLine } from './lib/rate-card-form';
