import styled from 'styled-components';
import { media } from '../theme/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  ${media.sm} {
    padding: 0 24px;
  }
`;

/** A landing-page band: generous vertical rhythm, optional muted background. */
export const Section = styled.section<{ $muted?: boolean; $dark?: boolean }>`
  padding: 72px 0;
  background: ${({ theme, $muted, $dark }) => ($dark ? theme.colors.navy : $muted ? theme.colors.bgMuted : theme.colors.bg)};
  ${({ $dark }) => ($dark ? 'color: #dbe4f5;' : '')}
  ${media.md} {
    padding: 96px 0;
  }
`;

const HeaderWrap = styled.div<{ $align: 'center' | 'left'; $dark?: boolean }>`
  max-width: 720px;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto 48px' : '0 0 40px')};
  text-align: ${({ $align }) => $align};
  display: grid;
  gap: 14px;
  h2 {
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.6rem);
    font-weight: 750;
    color: ${({ theme, $dark }) => ($dark ? '#fff' : theme.colors.ink)};
  }
  p {
    font-size: 1.075rem;
    color: ${({ theme, $dark }) => ($dark ? '#b8c4dc' : theme.colors.textMuted)};
  }
`;

export const Eyebrow = styled.span<{ $dark?: boolean }>`
  justify-self: inherit;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme, $dark }) => ($dark ? theme.colors.primaryOnDark : theme.colors.primary)};
`;

export function SectionHeader({
  eyebrow,
  title,
  subtitle,
  align = 'center',
  dark,
  titleId,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  dark?: boolean;
  titleId?: string;
}) {
  return (
    <HeaderWrap $align={align} $dark={dark}>
      {eyebrow && <Eyebrow $dark={dark}>{eyebrow}</Eyebrow>}
      <h2 id={titleId}>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
    </HeaderWrap>
  );
}
