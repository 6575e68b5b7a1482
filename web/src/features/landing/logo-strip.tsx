import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlatformLogo } from '../../content/landing';
import { useReducedMotion } from '../../lib/use-reduced-motion';

export const LOGO_WIDTH = 160;
export const CYCLE_MS = 20_000;
export const RESUME_AFTER_DRAG_MS = 5_000;

const wrapOffset = (offset: number, span: number) => ((offset % span) + span) % span;

/**
 * The auto-scrolling strip of platform wordmarks. One full set passes in 20 s. Dragging (mouse,
 * touch or pen) pauses it and moves it by hand; 5 s after release it scrolls on its own again.
 * Double-click resets it to the start. Keyboard: ←/→ move by one logo (pausing like a drag),
 * Home resets. With reduced motion it only moves by hand.
 */
export function LogoStrip({ logos }: { logos: PlatformLogo[] }) {
  const intl = useIntl();
  const trackRef = useRef<HTMLUListElement>(null);
  const offset = useRef(0);
  const auto = useRef(true);
  const drag = useRef<{ pointerId: number; startX: number; startOffset: number } | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reducedMotion = useReducedMotion();
  const span = logos.length * LOGO_WIDTH;

  const paint = useCallback(() => {
    if (trackRef.current) trackRef.current.style.transform = `translate3d(${-offset.current}px, 0, 0)`;
  }, []);

  // Frames run only while the strip is on screen: off screen a frame a tick would still cost a
  // style pass each time (the page's first load included).
  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      const dt = last ? Math.min(now - last, 100) : 0;
      last = now;
      if (auto.current && !drag.current) {
        offset.current = wrapOffset(offset.current + (span / CYCLE_MS) * dt, span);
        paint();
      }
      frame = requestAnimationFrame(tick);
    };
    const run = () => {
      if (frame) return;
      last = 0;
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const track = trackRef.current;
    if (typeof IntersectionObserver === 'undefined' || !track) {
      run();
      return stop;
    }
    const observer = new IntersectionObserver(([entry]) => (entry?.isIntersecting ? run() : stop()));
    observer.observe(track);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [reducedMotion, span, paint]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const pause = () => {
    auto.current = false;
    clearTimeout(resumeTimer.current);
  };
  const resumeLater = () => {
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => {
      auto.current = true;
    }, RESUME_AFTER_DRAG_MS);
  };
  const reset = () => {
    clearTimeout(resumeTimer.current);
    drag.current = null;
    offset.current = 0;
    auto.current = true;
    paint();
  };
  const moveBy = (dx: number) => {
    offset.current = wrapOffset(offset.current + dx, span);
    paint();
  };

  return (
    <Viewport
      role="region"
      aria-roledescription="scrolling list"
      aria-label={intl.formatMessage({
        id: 'landing.platform.logoStripLabel',
        defaultMessage:
          'Supported corporate VPNs and operating systems. Use the arrow keys to scroll, Home to reset.',
      })}
      tabIndex={0}
      data-testid="logo-strip"
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        pause();
        drag.current = { pointerId: e.pointerId, startX: e.clientX, startOffset: offset.current };
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (!drag.current || drag.current.pointerId !== e.pointerId) return;
        offset.current = wrapOffset(drag.current.startOffset - (e.clientX - drag.current.startX), span);
        paint();
      }}
      onPointerUp={(e) => {
        if (!drag.current || drag.current.pointerId !== e.pointerId) return;
        drag.current = null;
        resumeLater();
      }}
      onPointerCancel={() => {
        drag.current = null;
        resumeLater();
      }}
      onDoubleClick={reset}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') moveBy(LOGO_WIDTH);
        else if (e.key === 'ArrowLeft') moveBy(-LOGO_WIDTH);
        else if (e.key === 'Home') return void (e.preventDefault(), reset());
        else return;
        e.preventDefault();
        pause();
        resumeLater();
      }}
    >
      <Track ref={trackRef}>
        {[0, 1].map((copy) =>
          logos.map((logo) => (
            <Logo
              key={`${copy}-${logo.name}`}
              aria-hidden={copy === 1 ? true : undefined}
              style={{ width: LOGO_WIDTH }}
            >
              <Chip $kind={logo.kind}>
                <KindDot $kind={logo.kind} />
                {logo.name}
              </Chip>
            </Logo>
          )),
        )}
      </Track>
    </Viewport>
  );
}

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  padding: 12px 0;
  cursor: grab;
  user-select: none;
  touch-action: pan-y;
  border-radius: ${({ theme }) => theme.radii.lg};
  -webkit-mask-image: linear-gradient(90deg, transparent 0, #000 8%, #000 92%, transparent 100%);
  mask-image: linear-gradient(90deg, transparent 0, #000 8%, #000 92%, transparent 100%);
  &:active {
    cursor: grabbing;
  }
`;

const Track = styled.ul`
  list-style: none;
  display: flex;
  width: max-content;
  will-change: transform;
`;

const Logo = styled.li`
  flex: none;
  display: grid;
  place-items: center;
  padding: 0 8px;
`;

const Chip = styled.span<{ $kind: 'vpn' | 'os' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  justify-content: center;
  height: 52px;
  padding: 0 10px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-weight: 700;
  font-size: 0.84rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.ink};
  /* A long name (Cisco AnyConnect) takes two lines instead of being cut off. */
  line-height: 1.15;
  text-align: center;
`;

const KindDot = styled.span<{ $kind: 'vpn' | 'os' }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $kind }) => ($kind === 'vpn' ? theme.colors.primary : theme.colors.accent)};
`;
