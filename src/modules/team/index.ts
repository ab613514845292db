// The team: what other modules and the server may use.
export { TeamMemberEntity } from './team-member.entity';
export { teamPages } from './team.service';
export { teamImageUses } from './team.image-uses';
