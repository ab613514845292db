/**
 * Carried as a TRPCError's cause (CONFLICT) when a write names a version of the item that is no longer
 * its current one: the answer then tells the client which version is current (`currentVersion`), so it
 * can reload, or send that version to overwrite on purpose.
 */
export class StaleVersion extends Error {
  override name = 'StaleVersion';
  constructor(readonly currentVersion: number) {
    super(`the current version is ${currentVersion}`);
  }
}
