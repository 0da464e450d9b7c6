export { PricingModule } from './pricing.module';
export { ExtraChargesService } from './extras/extra-charges.service';
export { PricingService } from './pricing.service';
export { PriceSuggestionsService } from './rate-card/price-suggestions.service';
