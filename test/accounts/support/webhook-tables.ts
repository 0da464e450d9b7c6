import type { TestAppAccess } from '../../support/use-test-app';

/** Business accounts' tables this file writes, emptied before each test until the shared reset names them. */
export async function emptyWebhookTables(t: TestAppAccess): Promise<void> {
  await t.orm.em.execute('truncate table partner_webhook_deliveries, partner_webhook_endpoints, partner_api_keys, business_accounts cascade');
}
