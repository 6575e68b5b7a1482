import styled from 'styled-components';

/** The soft band at the top of a content page; $top is the space below the fixed header. */
export const PageHero = styled.div<{ $top: number; $bottom: number }>`
  padding: ${({ theme, $top }) => theme.layout.headerHeight + $top}px 0 ${({ $bottom }) => $bottom}px;
  background: ${({ theme }) => theme.gradients.soft};
`;

/** The hero's centred title block: the h1 and the lead paragraph. */
export const HeroIntro = styled.div<{ $width: number }>`
  max-width: ${({ $width }) => $width}px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
  justify-items: center;
  text-align: center;
  h1 {
    font-size: clamp(2rem, 1.4rem + 2.4vw, 2.9rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    font-size: 1.08rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
