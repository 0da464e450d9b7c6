import { Migration } from '@mikro-orm/migrations';

export class Migration20261125193000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "providers" add column "on_duty" boolean not null default false, add column "on_duty_since" timestamptz null, add column "services" text[] not null default '{}', add column "vehicle_classes" text[] not null default '{light}', add column "home_address" text null, add column "home_lat" double precision null, add column "home_lng" double precision null, add column "service_radius_miles" smallint not null default 25;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "providers" drop column "on_duty", drop column "on_duty_since", drop column "services", drop column "vehicle_classes", drop column "home_address", drop column "home_lat", drop column "home_lng", drop column "service_radius_miles";`);
  }

}
