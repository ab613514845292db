import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { CareerPositionEntity } from '../careers';
import { APPLICATION_STATUSES } from './application.schema';

export const JobApplicationEntity = defineEntity({
  name: 'JobApplication',
  tableName: 'job_applications',
  // The inbox lists newest first.
  indexes: [{ properties: ['createdAt'] }],
  properties: (p) => ({
    ...baseProperties(),
    // Applications outlive a deleted position: the title is kept as it was when applying.
    position: p.manyToOne(CareerPositionEntity).nullable().deleteRule('set null').index(),
    positionTitle: p.string().length(200),
    name: p.string().length(200),
    email: p.string().length(320),
    phone: p.string().length(50).default(''),
    message: p.text().default(''),
    status: p.enum([...APPLICATION_STATUSES]).default('new'),
  }),
});
nameEntity(JobApplicationEntity, 'Application');

export type JobApplication = InferEntity<typeof JobApplicationEntity>;
