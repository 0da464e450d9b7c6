export { AccountInvoicesModule } from './account-invoices.module';
export { AccountInvoicesWorkerModule } from './account-invoices-worker.module';
export { AccountChargesService, type AccountChargeRecord } from '../charges/account-charges.service';
