import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { useTranslateMessage } from '../../i18n/rule-messages';
import { SWIPE_THRESHOLD, dismissToast, getToasts, subscribeToasts, type ToastItem } from './toast-store';

/** The notification region: F8 moves focus to it (as the label announces). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const regionRef = useRef<HTMLDivElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region
      role="region"
      aria-label={intl.formatMessage({ id: 'layout.toaster.region', defaultMessage: 'Notifications (F8)' })}
    >
      <Viewport ref={regionRef} tabIndex={-1} data-testid="toast-viewport">
        {toasts.map((t) => (
          <Toast key={t.id} item={t} />
        ))}
      </Viewport>
    </Region>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  // A toast often carries the API's English rule message: shown in the page's language.
  const translate = useTranslateMessage();
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);
  const remaining = useRef(item.duration);
  const startedAt = useRef(0);
  const intl = useIntl();

  useEffect(() => {
    if (!item.open || paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [item.id, item.open, paused]);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setDragX(Math.max(0, event.clientX - drag.current.startX));
  };
  const endDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.startX;
    drag.current = null;
    setPaused(false);
    if (dx >= SWIPE_THRESHOLD) {
      setDragX(480);
      dismissToast(item.id);
    } else {
      setDragX(0);
    }
  };

  const destructive = item.variant === 'destructive';
  return (
    <ToastCard
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-state={item.open ? 'open' : 'closed'}
      data-variant={item.variant}
      $destructive={destructive}
      $open={item.open}
      style={dragX ? { transform: `translateX(${dragX}px)`, transition: 'none' } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <ToastText>
        <ToastTitle>{translate(item.title)}</ToastTitle>
        {item.description && <ToastDescription>{translate(item.description)}</ToastDescription>}
      </ToastText>
      <CloseButton
        type="button"
        aria-label={intl.formatMessage({ id: 'layout.toaster.close', defaultMessage: 'Close notification' })}
        onClick={() => dismissToast(item.id)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CloseButton>
    </ToastCard>
  );
}

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;

/*
 * At the top, just below the fixed header (full width on a phone, top-right on wider screens): the
 * primary buttons sit at the bottom of the cart drawer, the checkout steps and the cards, so a toast
 * never covers them. With the cart drawer open on a wide screen, it moves beside the drawer.
 */
const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  top: ${({ theme }) => theme.layout.headerHeight}px;
  right: 0;
  left: 0;
  width: 100%;
  max-width: 420px;
  margin-left: auto;
  pointer-events: none;
  @media (min-width: 900px) {
    body:has([data-testid='cart-drawer']) & {
      right: 440px;
    }
  }
`;

const Viewport = styled.div`
  margin: 0;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  outline: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -6px;
    border-radius: 16px;
  }
`;

const ToastCard = styled.div<{ $destructive: boolean; $open: boolean }>`
  pointer-events: auto;
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 16px 44px 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} 180ms ease-out;
  transition:
    transform 200ms ease,
    opacity 200ms ease;
  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: #fff;
      h2,
      p {
        color: #fff;
        opacity: 1;
      }
    `}
  ${({ $open }) =>
    !$open &&
    css`
      opacity: 0;
      transform: translateX(100%);
    `}
`;

const ToastText = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const ToastTitle = styled.h2`
  font-size: 0.95rem;
  font-weight: 650;
`;

const ToastDescription = styled.p`
  font-size: 0.9rem;
  opacity: 0.92;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  opacity: 0.7;
  &:hover,
  &:focus-visible {
    opacity: 1;
    background: rgba(127, 127, 127, 0.15);
  }
`;
