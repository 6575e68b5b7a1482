import { Component, type ErrorInfo, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { isChunkLoadError, retryFailedChunks } from '../lib/lazy-with-retry';
import { Button, ButtonLink } from './button';
import { Card } from './card';

const messages = defineMessages({
  chunkTitle: { id: 'layout.routeError.chunkTitle', defaultMessage: "This page didn't load" },
  errorTitle: { id: 'layout.routeError.errorTitle', defaultMessage: 'Something went wrong on this page' },
  chunkText: {
    id: 'layout.routeError.chunkText',
    defaultMessage: 'The connection may have dropped, or the shop was just updated. Please try again.',
  },
  errorText: {
    id: 'layout.routeError.errorText',
    defaultMessage: 'Please try again. If it keeps happening, go back to the home page.',
  },
  tryAgain: { id: 'layout.routeError.tryAgain', defaultMessage: 'Try again' },
  home: { id: 'layout.routeError.home', defaultMessage: 'Back to Home' },
});

interface Props {
  children: ReactNode;
  /** Changes on navigation: leaving the broken page clears the error. */
  resetKey: string;
  /** Injected by tests; a full page load by default. */
  reload?: () => void;
}

interface State {
  error: unknown;
  /** The error came from a route chunk that failed to load (rather than from rendering). */
  chunk: boolean;
  /** Retries since the last navigation. */
  retries: number;
}

/**
 * Wraps the routed page, so that a page which fails (most often: its lazy chunk did not load) shows a
 * message with "Try again" in place of a blank screen, while the header and footer stay usable.
 * The first retry imports the chunk again in place; if that fails too, the shop was probably
 * redeployed (old chunk names are gone), so the next retry reloads the page for the new ones.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, chunk: false, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, chunk: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey) {
      if (this.state.error) retryFailedChunks();
      if (this.state.error || this.state.retries) this.setState({ error: null, chunk: false, retries: 0 });
    }
  }

  private tryAgain = () => {
    const { chunk, retries } = this.state;
    if (chunk && retries > 0) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    retryFailedChunks();
    this.setState({ error: null, chunk: false, retries: retries + 1 });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const { chunk } = this.state;
    return (
      <Wrap>
        <Panel role="alert">
          <h1>
            <FormattedMessage {...(chunk ? messages.chunkTitle : messages.errorTitle)} />
          </h1>
          <p>
            <FormattedMessage {...(chunk ? messages.chunkText : messages.errorText)} />
          </p>
          <Actions>
            <Button variant="primary" onClick={this.tryAgain}>
              <FormattedMessage {...messages.tryAgain} />
            </Button>
            <ButtonLink to="/" $variant="secondary" $size="md">
              <FormattedMessage {...messages.home} />
            </ButtonLink>
          </Actions>
        </Panel>
      </Wrap>
    );
  }
}

const Wrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.layout.headerHeight + 48}px 16px 72px;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: 40px 32px;
  display: grid;
  gap: 12px;
  text-align: center;
  h1 {
    font-size: 1.5rem;
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin-top: 8px;
`;

/**
 * For the shell's own lazy parts (footer, cart drawer): if one fails to load it shows `fallback`
 * instead of taking the whole page down with it; it loads again after the next navigation.
 */
export class QuietErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      retryFailedChunks();
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
