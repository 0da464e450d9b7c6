export { RequestsWorkerModule } from './requests-worker.module';
export { RequestsModule } from './requests.module';
export { SmsIntakeService, type IntakeHandling } from './sms-intake/sms-intake.service';
export { RequestIntakeService, type AccountIntake } from './request-intake.service';
export { CreateOnlineRequestDto } from './dto/create-online-request.dto';
export { paymentPageRoute, trackingPageRoute } from './tracking-page/tracking-page.route';
