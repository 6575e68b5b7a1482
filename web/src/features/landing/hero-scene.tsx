import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { useContent } from '../../content/localized';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** The tunnel path of the poster image (same 800×600 coordinate space). */
const sceneMessages = defineMessages({
  play: { id: 'landing.hero.playAnimation', defaultMessage: 'Play animation' },
  pause: { id: 'landing.hero.pauseAnimation', defaultMessage: 'Pause animation' },
});

const TUNNEL = 'M250 250 C300 60 560 70 590 360';

/**
 * Starts the overlay's motion (data-motion="on") once the page has loaded and the main thread is
 * idle: its stroke animations repaint on the main thread every frame, which the first load does
 * not need to compete with. Until then the poster and the still tunnel line show.
 */
function startMotionWhenIdle(element: Element | null): (() => void) | undefined {
  if (!element) return undefined;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => element.setAttribute('data-motion', 'on');
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * The hero "video": the poster illustration with an animated layer on top (packets flowing
 * through the tunnel, pulsing endpoints). Pausable; still under prefers-reduced-motion.
 */
export function HeroScene() {
  const reducedMotion = useReducedMotion();
  const { heroContent } = useContent('landing');
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const still = reducedMotion || paused;
  const overlay = useRef<SVGSVGElement>(null);
  useEffect(() => startMotionWhenIdle(overlay.current), []);

  return (
    <Figure>
      <Poster
        src={heroContent.posterSrc}
        alt={heroContent.posterAlt}
        width={800}
        height={600}
        fetchPriority="high"
      />
      <Overlay
        ref={overlay}
        viewBox="0 0 800 600"
        aria-hidden="true"
        focusable="false"
        $still={still}
        data-testid="hero-animation"
      >
        <g className="pulse home">
          <circle cx="250" cy="250" r="44" />
        </g>
        <g className="pulse away">
          <circle cx="590" cy="372" r="44" />
        </g>
        <path className="flow" d={TUNNEL} pathLength={1000} />
        <path className="packet p1" d={TUNNEL} pathLength={1000} />
        <path className="packet p2" d={TUNNEL} pathLength={1000} />
        <path className="packet p3" d={TUNNEL} pathLength={1000} />
      </Overlay>
      <Status>
        <LiveDot $still={still} aria-hidden="true" />
        <span>
          <FormattedMessage id="landing.hero.status" defaultMessage="Tunnel active · Home IP" />
        </span>
      </Status>
      {!reducedMotion && (
        <MotionToggle
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={intl.formatMessage(paused ? sceneMessages.play : sceneMessages.pause)}
          aria-pressed={paused}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </MotionToggle>
      )}
    </Figure>
  );
}

const flow = keyframes`to { stroke-dashoffset: -1000; }`;
const packet = keyframes`
  0% { stroke-dashoffset: 40; opacity: 0; }
  8% { opacity: 1; }
  92% { opacity: 1; }
  100% { stroke-dashoffset: -1000; opacity: 0; }
`;
const pulse = keyframes`
  0% { transform: scale(0.7); opacity: 0.65; }
  100% { transform: scale(1.8); opacity: 0; }
`;
const blink = keyframes`50% { opacity: 0.35; }`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  border-radius: 28px;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  box-shadow:
    0 40px 80px rgba(2, 6, 23, 0.55),
    0 0 0 1px rgba(148, 163, 184, 0.18);
  background: #070d1c;
`;

const Poster = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Overlay = styled.svg<{ $still: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  fill: none;
  .flow {
    stroke: #e0f2fe;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-dasharray: 2 24;
    opacity: 0.9;
  }
  .packet {
    stroke: #fff;
    stroke-width: 7;
    stroke-linecap: round;
    stroke-dasharray: 26 1000;
    filter: drop-shadow(0 0 6px #67e8f9);
  }
  .pulse circle {
    transform-box: fill-box;
    transform-origin: center;
    stroke-width: 3;
  }
  .home circle {
    stroke: #38bdf8;
  }
  .away circle {
    stroke: #a78bfa;
  }
  &:not([data-motion='on']) {
    .packet,
    .pulse {
      display: none;
    }
  }
  &[data-motion='on'] {
    .flow {
      animation: ${flow} 14s linear infinite;
    }
    .packet {
      animation: ${packet} 3.6s cubic-bezier(0.45, 0.05, 0.55, 0.95) infinite;
    }
    .p2 {
      animation-delay: 1.2s;
    }
    .p3 {
      animation-delay: 2.4s;
    }
    .pulse circle {
      animation: ${pulse} 2.4s ease-out infinite;
    }
    .away circle {
      animation-delay: 1.2s;
    }
  }
  ${({ $still }) =>
    $still &&
    css`
      * {
        animation-play-state: paused !important;
      }
      .packet,
      .pulse {
        display: none;
      }
    `}
`;

const Status = styled.figcaption`
  position: absolute;
  left: 16px;
  bottom: 16px;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border-radius: 999px;
  background: rgba(15, 23, 42, 0.72);
  border: 1px solid rgba(148, 163, 184, 0.25);
  color: #e2e8f0;
  font-size: 0.8rem;
  font-weight: 600;
  backdrop-filter: blur(8px);
`;

const LiveDot = styled.span<{ $still: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: #22c55e;
  box-shadow: 0 0 0 4px rgba(34, 197, 94, 0.2);
  animation: ${blink} 1.6s ease-in-out infinite;
  ${({ $still }) =>
    $still &&
    css`
      animation: none;
    `}
`;

const MotionToggle = styled.button`
  position: absolute;
  right: 14px;
  bottom: 14px;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  border: 1px solid rgba(148, 163, 184, 0.35);
  background: rgba(15, 23, 42, 0.72);
  color: #e2e8f0;
  &:hover {
    background: rgba(30, 41, 59, 0.9);
  }
`;
