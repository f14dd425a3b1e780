import { Component, type ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';

interface Props {
  /** Shown when the section fails: an honest empty state, while the rest keeps working. */
  title: string;
  /** A change (the route) gives the section another try. */
  resetKey: string;
  children: ReactNode;
}

export class SectionErrorBoundary extends Component<Props, { failedFor: string | null }> {
  override state = { failedFor: null as string | null };

  static getDerivedStateFromError(): { failedFor: string } {
    return { failedFor: '' };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A section failed and shows an empty state instead', error);
    this.setState({ failedFor: this.props.resetKey });
  }

  override render() {
    const { failedFor } = this.state;
    if (failedFor !== null && (failedFor === '' || failedFor === this.props.resetKey)) {
      return <EmptyState title={this.props.title} />;
    }
    return this.props.children;
  }
}
