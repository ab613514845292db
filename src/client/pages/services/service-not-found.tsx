import { MissingPage } from '../not-found/missing-page';

export const ServiceNotFound = () => (
  <MissingPage
    title="Service Not Found"
    heading="Service Not Found"
    text="We couldn't find the service you're looking for. It may have been withdrawn or the link may be out of date."
    back={{ href: '/services', label: 'Return to Services' }}
  />
);
