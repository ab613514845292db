import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { CareerPositionEntity } from '../careers';
import { APPLICATION_STATUSES } from './application.schema';

export const JobApplicationEntity = defineEntity({
  name: 'JobApplication',
  tableName: 'job_applications',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    // Applications outlive a deleted position: the title is kept as it was when applying.
    position: p.manyToOne(CareerPositionEntity).nullable().deleteRule('set null').index(),
    positionTitle: p.string().length(200),
    name: p.string().length(200),
    email: p.string().length(320),
    phone: p.string().length(50).default(''),
    message: p.text().default(''),
    status: p.enum([...APPLICATION_STATUSES]).default('new'),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  }),
});

export type JobApplication = InferEntity<typeof JobApplicationEntity>;
