import { MissingPage } from '../not-found/missing-page';

export const PositionNotFound = () => (
  <MissingPage
    title="Career Opportunity"
    heading="Position Not Found"
    text="Sorry, the job position you're looking for doesn't exist or is no longer available."
    back={{ href: '/careers', label: 'View All Openings' }}
  />
);
