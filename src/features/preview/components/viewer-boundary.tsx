import { Component, type ReactNode } from 'react';
import { ReadFailure } from './preview-error';

interface State {
  failed: boolean;
}

/** A viewer that throws while rendering (or whose chunk fails to load) shows 'Read error', not a blank page. */
export class ViewerBoundary extends Component<{ children: ReactNode; onDownload?: () => void; resetKey?: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <ReadFailure onDownload={this.props.onDownload} /> : this.props.children;
  }
}
