import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** When each address last got an acknowledgement: at most one a day, so a form cannot be used to mail someone repeatedly. */
export const AcknowledgementEntity = defineEntity({
  name: 'Acknowledgement',
  tableName: 'mail_acknowledgements',
  properties: (p) => ({
    email: p.string().length(320).primary(),
    sentAt: p.datetime(),
  }),
});

export type Acknowledgement = InferEntity<typeof AcknowledgementEntity>;
