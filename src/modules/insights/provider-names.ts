import type { EntityManager } from '@mikro-orm/postgresql';

/** The providers' names as the roster has them, through the view the providers module publishes. */
export async function providerNames(db: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<Array<{ id: string; name: string }>>(`select id, name from insight_providers where id in (?)`, [[...ids]]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
