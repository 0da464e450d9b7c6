import type { EntityManager } from '@mikro-orm/postgresql';

/** A duration PostgreSQL computed in fractional seconds, as the views give it: whole seconds, or null when none was measured. */
export const wholeSeconds = (value: number | null | undefined): number | null => (value == null ? null : Math.round(value));

/** A provider since removed from the roster still has their figures, under this name. */
const REMOVED_PROVIDER = 'Removed provider';

/** The providers' names as the roster has them, through the view the providers module publishes. */
export async function providerNames(db: EntityManager, ids: readonly string[]): Promise<(id: string) => string> {
  const rows = ids.length === 0 ? [] : await db.execute<Array<{ id: string; name: string }>>(`select id, name from insight_providers where id in (?)`, [[...ids]]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (id) => names.get(id) ?? REMOVED_PROVIDER;
}
