import { Module } from '@nestjs/common';

/** Admin prices, counter-offers and the customer's decision (built on the requests module). */
@Module({})
export class PricingModule {}
