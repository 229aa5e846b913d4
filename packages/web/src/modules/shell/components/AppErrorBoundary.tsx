import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorDetails } from './ErrorDetails';

interface State {
  error: unknown;
  failed: boolean;
}

/** The error boundary around the page content (spec 01 §2); the shell around it keeps working. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorDetails
          error={this.state.error}
          onRetry={() => this.setState({ error: null, failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
