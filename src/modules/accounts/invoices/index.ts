export { AccountInvoicesModule } from './account-invoices.module';
export { AccountInvoicesWorkerModule } from './account-invoices-worker.module';
export { AccountChargesService, type AccountChargeRecord } from '../charges/account-charges.service';
export { InvoicesService, type InvoiceListStatus } from './invoices.service';
