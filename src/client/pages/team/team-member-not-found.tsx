import { MissingPage } from '../not-found/missing-page';

export const TeamMemberNotFound = () => (
  <MissingPage
    title="Team Member Not Found"
    heading="Team Member Not Found"
    text="We couldn't find the team member you're looking for."
    back={{ href: '/team', label: 'Return to Team' }}
  />
);
