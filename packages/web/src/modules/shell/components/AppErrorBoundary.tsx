import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorDetails } from './ErrorDetails';

interface Props {
  children: ReactNode;
  /** A new value (another selection in the top bar) gives failed content another go. */
  resetKey: string;
  /** Runs before each new go: the content must not render the answers it failed on again. */
  onReset(): void;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The error boundary around the page content (spec 01 §2); the shell around it keeps working. Try
 * again, or a new resetKey, renders the content again after onReset.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private reset(): void {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  }

  override render() {
    if (this.state.failed) {
      return <ErrorDetails error={this.state.error} onRetry={() => this.reset()} />;
    }
    return this.props.children;
  }
}
