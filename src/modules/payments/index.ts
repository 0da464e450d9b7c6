export { AdminPaymentsService } from './admin-payments.service';
export { PaymentsModule } from './payments.module';
