export { PricingModule } from './pricing.module';
