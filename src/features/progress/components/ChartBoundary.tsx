import { Component, type ReactNode } from 'react';

/**
 * A chart that cannot be drawn (no canvas, a chunk that failed to load) leaves the page and
 * its table working, with a line that says so.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return (
        <p className="hint">The chart could not be drawn here. Your numbers are in the table.</p>
      );
    }
    return this.props.children;
  }
}
