import { MODULE_METADATA } from '@nestjs/common/constants';
import { AccountsModule, AccountsWorkerModule } from '../../../src/modules/accounts';
import { AccountInvoicesModule, AccountInvoicesWorkerModule } from '../../../src/modules/accounts/invoices';

/**
 * Puts the invoices' modules into the accounts modules for this file's app, as the accounts module
 * itself will once it imports them; a module it already imports is left alone.
 */
export function wireInvoiceModules(): void {
  for (const [host, module] of [
    [AccountsModule, AccountInvoicesModule],
    [AccountsWorkerModule, AccountInvoicesWorkerModule],
  ] as const) {
    const imports: unknown[] = Reflect.getMetadata(MODULE_METADATA.IMPORTS, host) ?? [];
    if (!imports.includes(module)) Reflect.defineMetadata(MODULE_METADATA.IMPORTS, [...imports, module], host);
  }
}
