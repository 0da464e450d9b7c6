export { DepositsService } from './deposits.service';
export { PaymentsModule } from './payments.module';
export { ReceiptIssuerService, type OnSiteLines } from './receipts/receipt-issuer.service';
export { writeCompletedStatus } from './receipts/receipt-texts';
export { ReceiptsService } from './receipts/receipts.service';
export { ShareLocationDto } from './dto/share-location.dto';
export { CustomerCancelService } from './cancellations/customer-cancel.service';
export { DepositCancellationsService } from './cancellations/deposit-cancellations.service';
export { PaidRequestCancelled } from './events/paid-request-cancelled.event';
