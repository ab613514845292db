import { Button } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui/state-views';

type State = { failed: boolean };

/** A section whose chunk fails to download (e.g. after a redeploy) offers a reload instead of blanking the dashboard. */
export class SectionBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState message="This section could not be loaded.">
        <Button mt="4" colorPalette="blue" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </ErrorState>
    );
  }
}
