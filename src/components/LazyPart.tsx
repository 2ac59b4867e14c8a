import { Component, Suspense, type ReactNode } from 'react';
import { pageLeaving, recordFieldError } from '../lib/field/capture';
import { reportMissingChunk } from '../stores/refresh';

interface Props {
  children: ReactNode;
  /** Shown while the part's code loads. */
  fallback?: ReactNode;
  /** The part failed (its chunk gone after a release, or an error of its own): the owner may undo what opened it. */
  onError?: () => void;
}

/**
 * Where a lazily loaded part renders (issue 41): while its code loads the fallback shows, and when it fails only
 * this part is left out, never its island's other parts; a missing chunk is answered by the refresh dialog.
 */
export class LazyPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The boundary keeps the error from the window's listeners: the field report gets it from here.
    if (!reportMissingChunk(error) && !pageLeaving())
      recordFieldError({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
    this.props.onError?.();
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
