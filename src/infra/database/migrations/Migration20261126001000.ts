import { Migration } from '@mikro-orm/migrations';

/** The provider's photos at the car. */
export class Migration20261126001000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "job_photos" ("id" uuid not null, "request_id" uuid not null, "stage" text not null, "file_key" text not null, "content_type" text not null, "size_bytes" int not null, "sha256" text not null, "width" int not null, "height" int not null, "taken_at" timestamptz not null, "lat" double precision null, "lng" double precision null, constraint "job_photos_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "job_photos_request_id_stage_index" on "job_photos" ("request_id", "stage");`);
    this.addSql(
      `alter table "job_photos" add constraint "job_photos_request_id_foreign" foreign key ("request_id") references "customer_requests" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job_photos" cascade;`);
  }
}
