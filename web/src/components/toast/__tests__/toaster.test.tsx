import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { TOAST_DURATION, resetToasts, toast } from '../toast-store';
import { Toaster } from '../toaster';

function renderToaster() {
  return renderWithProviders(<Toaster />);
}

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => resetToasts());
  });
  afterEach(() => {
    act(() => resetToasts());
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    renderToaster();
    act(
      () => void toast({ title: 'Added to Cart', description: 'Pro Package has been added to your cart.' }),
    );
    act(() => void toast({ title: 'Error', description: 'Something failed', variant: 'destructive' }));
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
  });

  it('disappears after 5000 ms', () => {
    renderToaster();
    act(() => void toast({ title: 'Added to Cart' }));
    act(() => void jest.advanceTimersByTime(TOAST_DURATION - 100));
    expect(screen.getByRole('status', { name: '' })).toHaveAttribute('data-state', 'open');
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.queryByText('Added to Cart')?.closest('[data-state]')).toHaveAttribute(
      'data-state',
      'closed',
    );
    act(() => void jest.advanceTimersByTime(500));
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument();
  });

  it('marks the destructive variant', () => {
    renderToaster();
    act(
      () =>
        void toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(alert).toHaveTextContent('You are logged out. Logging in again...');
  });

  it('is dismissed by a swipe to the right of at least 50 px', () => {
    renderToaster();
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByText('Swipe me').closest('[data-state]')!;
    fireEvent.pointerDown(card, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 130, pointerId: 1 });
    expect(card).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(card, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 160, pointerId: 1 });
    expect(card).toHaveAttribute('data-state', 'closed');
  });

  it('moves focus to the notification region on F8', () => {
    renderToaster();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByTestId('toast-viewport')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('can be closed with its close button', () => {
    renderToaster();
    act(() => void toast({ title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByText('Closable').closest('[data-state]')).toHaveAttribute('data-state', 'closed');
  });
});
