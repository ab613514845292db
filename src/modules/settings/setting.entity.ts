import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One row per settings group (company, logo, homepage, …); only edited groups are stored. */
export const SettingEntity = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: (p) => ({
    key: p.string().length(40).primary(),
    value: p.json<Record<string, unknown>>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});

export type Setting = InferEntity<typeof SettingEntity>;
