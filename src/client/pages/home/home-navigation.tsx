import { ScrollProgress } from './scroll-progress';
import { SectionDots } from './section-dots';

/** The home page's scroll aids: progress bars and the section dots, brought to life by scroll-aids.ts. */
export function HomeNavigation() {
  return (
    <>
      <ScrollProgress />
      <SectionDots />
    </>
  );
}
