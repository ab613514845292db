import type { EntityManager } from '@mikro-orm/postgresql';

/** One stored record that holds a person's data, as a person asking "what do you hold about me" reads it. */
export type PersonalRecord = { id: number; createdAt: Date; fields: Record<string, string | number | boolean | null> };

/**
 * Erasing: `delete` removes every record; `anonymise` keeps a record the firm must keep (a message's
 * date and type, an application's position and outcome) with everything that identifies the person
 * removed, and deletes the rest.
 */
export type ErasureMode = 'delete' | 'anonymise';

/**
 * A module's records holding people's data, found by e-mail address. Each module that stores such data
 * declares one; the privacy module finds, exports and erases through all of them, so a new store of
 * personal data is covered by declaring its source, not by editing the requests' code.
 */
export type PersonalDataSource = {
  /** Machine name of the records, e.g. `contactMessages`. */
  source: string;
  label: string;
  find: (em: EntityManager, email: string) => Promise<PersonalRecord[]>;
  /** How many records were erased (deleted or anonymised). */
  erase: (em: EntityManager, email: string, mode: ErasureMode) => Promise<number>;
};

/** `ana_b@x.com` as a LIKE/ILIKE pattern matching only itself: `_`, `%` and `\` escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Where an address is the record's own (stored as given, matched without regard to case). */
export const sameAddress = (email: string) => ({ $ilike: likeLiteral(email) });

/** Where an address appears anywhere inside a text (an e-mail's body, a stored answer). */
export const mentionsAddress = (email: string) => ({ $ilike: `%${likeLiteral(email)}%` });

/** The placeholder an anonymised record keeps instead of an address: not anybody's, never deliverable. */
export const erasedAddress = (id: number) => `erased-${id}@invalid`;
