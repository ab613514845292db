import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../server/lib/base-entity';
import { nameEntity } from '../../server/lib/not-found';
import { CareerPositionEntity } from '../careers';
import { APPLICATION_STATUSES } from './application.schema';
import { searchIndex } from '../../server/lib/search-index';

/** What the dashboard's search reads, in this order (the list and its trigram index both use it). */
export const APPLICATION_SEARCHABLE = ['name', 'email', 'positionTitle', 'message'] as const;

export const JobApplicationEntity = defineEntity({
  name: 'JobApplication',
  tableName: 'job_applications',
  // The inbox lists newest first.
  indexes: [
    { properties: ['createdAt'] },
    { name: 'job_applications_status_created_at_idx', properties: ['status', 'createdAt', 'id'] },
    searchIndex('job_applications', APPLICATION_SEARCHABLE),
  ],
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
    // The optional CV, kept with the application so retention and erasure take it along; never public.
    cvFilename: p.string().length(120).nullable(),
    cvContentType: p.string().length(100).nullable(),
    cvSize: p.integer().nullable(),
    // Lazy: lists and look-ups never read the file's bytes.
    cvData: p.blob().lazy(true, false).nullable(),
  }),
});
nameEntity(JobApplicationEntity, 'Application');

export type JobApplication = InferEntity<typeof JobApplicationEntity>;
