import { JobApplicationEntity } from '../../modules/applications/job-application.entity';
import { LoginFailureEntity } from '../../modules/auth/login-failure.entity';
import { SessionEntity } from '../../modules/auth/session.entity';
import { UserEntity } from '../../modules/auth/user.entity';
import { BlogPostEntity } from '../../modules/blog/blog-post.entity';
import { CareerPositionEntity } from '../../modules/careers/career-position.entity';
import { ContactMessageEntity } from '../../modules/contact/contact-message.entity';
import { ExpertiseEntity } from '../../modules/expertise/expertise.entity';
import { InsightEntity } from '../../modules/insights/insight.entity';
import { MediaEntity } from '../../modules/media/media.entity';
import { NewsletterSubscriberEntity } from '../../modules/newsletter/newsletter-subscriber.entity';
import { ServiceEntity } from '../../modules/services/service.entity';
import { SettingEntity } from '../../modules/settings/setting.entity';
import { TeamMemberEntity } from '../../modules/team/team-member.entity';
import { SeedRecordEntity } from './seed/seed-record.entity';

export const entities = [
  BlogPostEntity,
  CareerPositionEntity,
  ContactMessageEntity,
  ExpertiseEntity,
  InsightEntity,
  JobApplicationEntity,
  LoginFailureEntity,
  MediaEntity,
  NewsletterSubscriberEntity,
  SeedRecordEntity,
  ServiceEntity,
  SessionEntity,
  SettingEntity,
  TeamMemberEntity,
  UserEntity,
];
