import { MissingPage } from './missing-page';

export const NotFoundPage = () => (
  <MissingPage
    title="Page Not Found"
    heading="404 Page Not Found"
    text="The page you are looking for does not exist or has been moved."
    back={{ href: '/', label: 'Return to Home' }}
  />
);
