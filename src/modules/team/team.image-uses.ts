import { imageFieldUses } from '../../server/lib/image-uses';
import { TeamMemberEntity, type TeamMember } from './team-member.entity';

/** Where team members show an uploaded image: their photo. */
export const teamImageUses = imageFieldUses<TeamMember>({
  section: 'team',
  label: 'Team member',
  entity: TeamMemberEntity,
  title: 'name',
  fields: { photoUrl: 'Photo' },
});
