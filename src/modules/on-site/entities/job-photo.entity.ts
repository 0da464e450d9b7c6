import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { PhotoStage } from '../../../domain/job-photos';
import { CustomerRequest } from '../../request-core/entities/customer-request.entity';

/** A photo the provider took at the car: where its bytes are stored, what they are, and when and where it was taken. */
@Entity({ tableName: 'job_photos' })
@Index({ properties: ['request', 'stage'] })
export class JobPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CustomerRequest, { deleteRule: 'cascade', fieldName: 'request_id' })
  request!: CustomerRequest;

  @Property({ type: 'text' })
  stage!: PhotoStage;

  /** The key in the file store; the bytes are a metadata-free JPEG. */
  @Property({ type: 'text' })
  fileKey!: string;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'text' })
  sha256!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** The server's time of the upload: a phone's own clock or EXIF date is not trusted. */
  @Property({ type: 'timestamptz' })
  takenAt!: Date;

  /** The provider's last known position when it was taken; null when none was shared. */
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Property({ type: 'double', nullable: true })
  lng: number | null = null;
}
