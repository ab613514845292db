import { ApiKeyEntity } from '../../modules/api-keys';
import { JobApplicationEntity } from '../../modules/applications';
import { LoginFailureEntity, SessionEntity, UserEntity } from '../../modules/auth';
import { BlogPostEntity } from '../../modules/blog';
import { CareerPositionEntity } from '../../modules/careers';
import { ContactMessageEntity } from '../../modules/contact';
import { ExpertiseEntity } from '../../modules/expertise';
import { IdempotentRequestEntity } from '../../modules/idempotency';
import { InsightEntity } from '../../modules/insights';
import { OutboxMessageEntity } from '../../modules/mail';
import { MediaEntity } from '../../modules/media';
import { NewsletterSubscriberEntity } from '../../modules/newsletter';
import { ServiceEntity } from '../../modules/services';
import { SettingEntity } from '../../modules/settings';
import { TeamMemberEntity } from '../../modules/team';
import { SeedRecordEntity } from './seed/seed-record.entity';

export const entities = [
  ApiKeyEntity,
  BlogPostEntity,
  CareerPositionEntity,
  ContactMessageEntity,
  ExpertiseEntity,
  IdempotentRequestEntity,
  InsightEntity,
  JobApplicationEntity,
  LoginFailureEntity,
  MediaEntity,
  NewsletterSubscriberEntity,
  OutboxMessageEntity,
  SeedRecordEntity,
  ServiceEntity,
  SessionEntity,
  SettingEntity,
  TeamMemberEntity,
  UserEntity,
];
