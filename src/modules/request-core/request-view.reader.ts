import type { EntityName } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Provider } from '../dispatch/entities/provider.entity';
import { ProviderPosition } from '../dispatch/entities/provider-position.entity';
import { CustomerRequest } from './entities/customer-request.entity';
import { PROVIDER_JOB_VIEW_PROJECTION, type ProviderJobViewSource } from './views/provider-job-view.mapper';
import { CUSTOMER_VIEW_PROJECTION, type CustomerViewSource } from './views/request-views.mapper';
import type { ViewProjection } from './views/view-projection';

type Row = Record<string, unknown>;
type Part = { prefix: string; properties: readonly string[]; dates: Set<string>; present: string };
type Statement = { name: string; sql: string; parts: { request: Part; provider: Part; position: Part } };
type PgClient = { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }> };

/**
 * The capability lookups are the busiest reads there are (every tracking and job page reads
 * them), so each is one fixed statement of just its view's columns, read into a plain object, with
 * no entity built and no query assembled per call. It runs as a named prepared statement on a
 * connection of the ORM's own pool: PostgreSQL parses and plans it once per connection instead of
 * on every lookup, and the ORM's per-query layers (it would inline the code into the text) are skipped.
 */
@Injectable()
export class RequestViewReader {
  private readonly byTrackingCodeStatement: Statement;
  private readonly byJobIdStatement: Statement;

  constructor(private readonly em: EntityManager) {
    this.byTrackingCodeStatement = this.statement('customer-view', CUSTOMER_VIEW_PROJECTION, 'customerTrackingId');
    this.byJobIdStatement = this.statement('provider-job-view', PROVIDER_JOB_VIEW_PROJECTION, 'providerJobId');
  }

  async customerView(trackingCode: string): Promise<CustomerViewSource | null> {
    return (await this.read(this.byTrackingCodeStatement, trackingCode)) as CustomerViewSource | null;
  }

  async providerJobView(jobId: string): Promise<ProviderJobViewSource | null> {
    return (await this.read(this.byJobIdStatement, jobId)) as ProviderJobViewSource | null;
  }

  private async read({ name, sql, parts }: Statement, key: string): Promise<Row | null> {
    const pool = this.em.getConnection().getKnex().client;
    const connection = (await pool.acquireConnection()) as PgClient;
    let row: Row | undefined;
    try {
      [row] = (await connection.query({ name, text: sql, values: [key] })).rows;
    } finally {
      await pool.releaseConnection(connection);
    }
    if (!row) return null;
    return {
      ...fields(row, parts.request),
      provider: row[parts.provider.present] ? fields(row, parts.provider) : null,
      position: row[parts.position.present] ? fields(row, parts.position) : null,
    };
  }

  private statement(name: string, projection: ViewProjection, keyProperty: keyof CustomerRequest & string): Statement {
    const parts = {
      request: this.part(CustomerRequest, projection.request, ''),
      provider: this.part(Provider, projection.provider, 'provider.'),
      position: this.part(ProviderPosition, projection.position, 'position.'),
    };
    const columns = [
      ...this.columns(CustomerRequest, parts.request, 'r'),
      ...this.columns(Provider, parts.provider, 'p'),
      ...this.columns(ProviderPosition, parts.position, 'pp'),
      `p.id is not null as "${parts.provider.present}"`,
      `pp.request_id is not null as "${parts.position.present}"`,
    ];
    const sql =
      `select ${columns.join(', ')} from ${this.table(CustomerRequest)} r ` +
      `left join ${this.table(Provider)} p on p.id = r.${this.column(CustomerRequest, 'provider')} ` +
      `left join ${this.table(ProviderPosition)} pp on pp.${this.column(ProviderPosition, 'request')} = r.id ` +
      `where r.${this.column(CustomerRequest, keyProperty)} = $1`;
    return { name, sql, parts };
  }

  private mapped(entity: EntityName<object>) {
    return this.em.getMetadata().get(entity).properties as Record<string, { fieldNames: string[]; runtimeType: string }>;
  }

  private table(entity: EntityName<object>): string {
    return `"${this.em.getMetadata().get(entity).tableName}"`;
  }

  private column(entity: EntityName<object>, property: string): string {
    return `"${this.mapped(entity)[property].fieldNames[0]}"`;
  }

  private part(entity: EntityName<object>, properties: readonly string[], prefix: string): Part {
    const mapped = this.mapped(entity);
    const dates = new Set(properties.filter((property) => mapped[property].runtimeType === 'Date'));
    return { prefix, properties, dates, present: `${prefix}present` };
  }

  /** `alias."column" as "prefix.property"` for each property, with the column names from the mapping. */
  private columns(entity: EntityName<object>, { properties, prefix }: Part, alias: string): string[] {
    return properties.map((property) => `${alias}.${this.column(entity, property)} as "${prefix}${property}"`);
  }
}

/** The driver hands timestamps over as text (the ORM parses them itself), so they are made Dates here. */
function fields(row: Row, { properties, prefix, dates }: Part): Row {
  return Object.fromEntries(
    properties.map((property) => {
      const value = row[`${prefix}${property}`];
      return [property, dates.has(property) && value != null ? new Date(value as string) : value];
    }),
  );
}
