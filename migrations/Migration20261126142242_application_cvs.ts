import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142242_application_cvs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "job_applications" add column "cv_filename" varchar(120) null, add column "cv_content_type" varchar(100) null, add column "cv_size" int null, add column "cv_data" bytea null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "job_applications" drop column "cv_filename", drop column "cv_content_type", drop column "cv_size", drop column "cv_data";`);
  }
}
