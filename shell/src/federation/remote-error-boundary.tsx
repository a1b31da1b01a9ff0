import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to render once a child has thrown. */
  fallback: ReactNode;
  /** When any of these change, a caught error is forgotten (e.g. the user navigated). */
  resetKeys?: readonly unknown[];
  /** Called when resetKeys clear a caught error, before the children render again. */
  onReset?: () => void;
  /** Told about every caught error, for logging. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));

/** Keeps a remote's crash inside its own section; the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.props.onError) this.props.onError(error);
    else console.error('[federation] bölüm hata verdi', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) {
      this.props.onReset?.();
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
