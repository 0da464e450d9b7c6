export { PricingModule } from './pricing.module';
export { PricingService } from './pricing.service';
export { PriceSuggestionsService } from './rate-card/price-suggestions.service';
export { RateCardService } from './rate-card/rate-card.service';
