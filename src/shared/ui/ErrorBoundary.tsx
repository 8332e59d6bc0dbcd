import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a shown error. */
  resetKey?: string;
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Shows the error screen on a render error, including a chunk that failed to load after the guarded reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error.message, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
