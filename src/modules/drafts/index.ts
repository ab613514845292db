// Drafts, scheduled publishing and revisions of editorial content (decision 042): what others may use.
export { ContentDraftEntity, type ContentDraft } from './content-draft.entity';
export { DraftVersionFloorEntity } from './draft-version-floor.entity';
export { ContentRevisionEntity, type ContentRevision } from './content-revision.entity';
export { UnpublishScheduleEntity, type UnpublishSchedule } from './unpublish-schedule.entity';
export {
  addRevision,
  draftsOf,
  findDraft,
  findRevision,
  findUnpublishSchedule,
  putUnpublishSchedule,
  putDraft,
  deletionOf,
  itemName,
  keepOriginal,
  nameItemsOf,
  recentlyDeleted,
  revisionsOf,
  scheduledChanges,
  type ItemRef,
} from './drafts.service';
export { DELETED_KEPT_DAYS } from './drafts.constants';
