import { OptionalProps, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { DocumentKind } from '../../../domain/provider-applications';
import { ProviderApplication } from './provider-application.entity';
import { Provider } from './provider.entity';

/** A certificate of insurance or a licence photo: sent with an application, or added to a roster entry. */
@Entity({ tableName: 'provider_documents' })
@Index({ properties: ['provider', 'uploadedAt'] })
@Index({ properties: ['application'] })
export class ProviderDocument {
  [OptionalProps]?: 'application' | 'provider';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ProviderApplication, { nullable: true, deleteRule: 'cascade', fieldName: 'application_id' })
  application: ProviderApplication | null = null;

  @ManyToOne(() => Provider, { nullable: true, deleteRule: 'cascade', fieldName: 'provider_id' })
  provider: Provider | null = null;

  @Property({ type: 'text' })
  kind!: DocumentKind;

  /** The key in the file store: a metadata-free JPEG, or the PDF as sent. */
  @Property({ type: 'text' })
  fileKey!: string;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'timestamptz' })
  uploadedAt!: Date;
}
