import { Migration } from '@mikro-orm/migrations';

/** Provider page codes are kept as their SHA-256 digest only. */
export class Migration20261125233000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "providers" rename column "page_code" to "page_code_digest";`);
    this.addSql(`alter table "providers" rename constraint "providers_page_code_unique" to "providers_page_code_digest_unique";`);
    this.addSql(`update "providers" set "page_code_digest" = encode(sha256(convert_to("page_code_digest", 'UTF8')), 'hex') where "page_code_digest" is not null;`);
  }

  override async down(): Promise<void> {
    // A digest cannot be turned back into its code: the links are revoked, and dispatchers re-issue them.
    this.addSql(`update "providers" set "page_code_digest" = null, "page_code_issued_at" = null;`);
    this.addSql(`alter table "providers" rename constraint "providers_page_code_digest_unique" to "providers_page_code_unique";`);
    this.addSql(`alter table "providers" rename column "page_code_digest" to "page_code";`);
  }
}
