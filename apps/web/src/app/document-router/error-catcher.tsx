import { Component, type ReactNode } from 'react';

/** Shows a route's ErrorBoundary when the route's page throws while rendering. */
export class ErrorCatcher extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
