import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PaymentEvent } from './entities/payment-event.entity';

/** Deposit checkout and its webhook (payment events are recorded for exactly-once handling). */
@Module({
  imports: [MikroOrmModule.forFeature([PaymentEvent])],
})
export class PaymentsModule {}
