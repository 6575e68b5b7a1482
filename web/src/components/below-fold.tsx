import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Island } from '../lib/islands';
import { EXACT_LAYOUT_ATTRIBUTE } from '../lib/sections';

/**
 * A part of a server-rendered page below the first screen: styled, laid out and painted only once
 * it nears the viewport (content-visibility: auto), and hydrated only then (a `visible` island), so
 * the first load pays for the first screen alone. Its content stays in the document (search
 * engines, screen readers, find in page); until first shown it holds `estimate` pixels of height,
 * then the height it last had. A jump to a section lays everything out for real (lib/sections.ts).
 */
export function BelowFold({
  children,
  estimate = 900,
  fallback,
  onNear,
}: {
  children: ReactNode;
  estimate?: number;
  /** Shown while a lazy part loads outside hydration (a client-side visit). */
  fallback?: ReactNode;
  /** Called as it nears the viewport (to fetch what its parts will need). */
  onNear?: () => void;
}) {
  return (
    <Frame hydrate="visible" $estimate={estimate} fallback={fallback} onNear={onNear}>
      {children}
    </Frame>
  );
}

const Frame = styled(Island)<{ $estimate: number }>`
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ $estimate }) => $estimate}px;
  html[${EXACT_LAYOUT_ATTRIBUTE}] & {
    content-visibility: visible;
  }
`;
