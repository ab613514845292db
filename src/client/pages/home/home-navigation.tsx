import { ScrollProgress } from './scroll-progress';
import { SectionDots } from './section-dots';
import { useHomeScrollTargets } from './use-home-scroll';

/** The home page's scroll aids: progress bars, the section dots, and scrolling to a section another page asked for. */
export function HomeNavigation() {
  useHomeScrollTargets();
  return (
    <>
      <ScrollProgress />
      <SectionDots />
    </>
  );
}
