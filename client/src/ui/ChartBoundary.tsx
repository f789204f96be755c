import { Text } from '@mantine/core';
import { Component, Suspense, type ReactNode } from 'react';

interface ChartBoundaryState {
  failed: boolean;
}

/**
 * Loads a lazy chart and contains its failures: a chunk that cannot be fetched (say, after a redeploy) costs the
 * chart, not the page.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, ChartBoundaryState> {
  override state: ChartBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChartBoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Text fz="xs" c="dimmed" role="status">
          The chart could not be drawn. Reload the page to try again.
        </Text>
      );
    }
    return (
      <Suspense
        fallback={
          <Text fz="xs" c="dimmed">
            Drawing the chart…
          </Text>
        }
      >
        {this.props.children}
      </Suspense>
    );
  }
}
