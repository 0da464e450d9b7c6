export { DepositsService } from './deposits.service';
export { PaymentsModule } from './payments.module';
export { LateChoiceService } from './late-arrival/late-choice.service';
export { ReceiptsService } from './receipts/receipts.service';
export { ShareLocationDto } from './dto/share-location.dto';
