import { Client } from 'pg';
import { targetOf, UnreachableDependencyError } from '../../common/errors/infrastructure-error';

/** Creates the database named in `databaseUrl` when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) {
    throw new Error(`DATABASE_URL names an unusable database "${name}"`);
  }
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = await connectPostgres(admin.toString(), databaseUrl);
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`).catch((error: { code?: string }) => {
        // Another process created it between our check and our create: 42P04, or 23505 when the two
        // creates race inside the catalogue itself.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * A connected client, or one line naming DATABASE_URL, the host and port tried and PostgreSQL's
 * reason (a refused connection, a wrong password, a missing role), never the password itself.
 */
export async function connectPostgres(connectionString: string, databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new UnreachableDependencyError('DATABASE_URL', 'PostgreSQL', targetOf(databaseUrl, 5432), error);
  }
}
