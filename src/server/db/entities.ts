import { ActivityEntryEntity } from '../../modules/activity';
import { ApiKeyEntity } from '../../modules/api-keys';
import { JobApplicationEntity } from '../../modules/applications';
import {
  PasskeyEntity,
  RecoveryCodeEntity,
  SessionEntity,
  SignInAttemptEntity,
  SignInChallengeEntity,
  TrustedDeviceEntity,
  UserEntity,
  WebauthnChallengeEntity,
} from '../../modules/auth';
import { BlogPostEntity } from '../../modules/blog';
import { CareerPositionEntity } from '../../modules/careers';
import { ContactMessageEntity } from '../../modules/contact';
import { ContentDraftEntity, DraftVersionFloorEntity, ContentRevisionEntity, UnpublishScheduleEntity } from '../../modules/drafts';
import { CaseResultEntity } from '../../modules/case-results';
import { ExpertiseEntity } from '../../modules/expertise';
import { IdempotentRequestEntity } from '../../modules/idempotency';
import { InsightEntity } from '../../modules/insights';
import { AcknowledgementEntity, HeldAlertEntity, OutboxMessageEntity } from '../../modules/mail';
import { MediaEntity } from '../../modules/media';
import { NewsletterIssueEntity, NewsletterIssueRecipientEntity, NewsletterSubscriberEntity } from '../../modules/newsletter';
import { RedirectEntity } from '../../modules/redirects';
import { ServiceEntity } from '../../modules/services';
import { SettingEntity } from '../../modules/settings';
import { TeamMemberEntity } from '../../modules/team';
import { WebhookDeliveryEntity, WebhookEndpointEntity } from '../../modules/webhooks';
import { SeedRecordEntity } from './seed/seed-record.entity';

export const entities = [
  AcknowledgementEntity,
  ActivityEntryEntity,
  ApiKeyEntity,
  BlogPostEntity,
  CareerPositionEntity,
  ContactMessageEntity,
  ContentDraftEntity,
  DraftVersionFloorEntity,
  UnpublishScheduleEntity,
  ContentRevisionEntity,
  ExpertiseEntity,
  CaseResultEntity,
  HeldAlertEntity,
  IdempotentRequestEntity,
  InsightEntity,
  JobApplicationEntity,
  MediaEntity,
  NewsletterSubscriberEntity,
  NewsletterIssueEntity,
  NewsletterIssueRecipientEntity,
  OutboxMessageEntity,
  RecoveryCodeEntity,
  PasskeyEntity,
  WebauthnChallengeEntity,
  RedirectEntity,
  SeedRecordEntity,
  ServiceEntity,
  SessionEntity,
  SettingEntity,
  SignInAttemptEntity,
  SignInChallengeEntity,
  TeamMemberEntity,
  TrustedDeviceEntity,
  UserEntity,
  WebhookDeliveryEntity,
  WebhookEndpointEntity,
];
