import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A feature that throws shows its error in place; the rest of the studio keeps working. */
export class ErrorBoundary extends Component<{ children: ReactNode; name: string }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed:`, error, info.componentStack);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-box" role="alert">
        <strong>{this.props.name} stopped working.</strong>
        <pre>{this.state.error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
