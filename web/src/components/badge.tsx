import styled, { css } from 'styled-components';

export type BadgeTone = 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'neutral' | 'brand';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 26px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $tone = 'primary', theme }) => {
    switch ($tone) {
      case 'brand':
        return css`
          background: ${theme.gradients.brand};
          color: #fff;
          box-shadow: ${theme.shadows.glow};
        `;
      case 'accent':
        return css`
          background: ${theme.colors.accentSoft};
          color: #0f766e;
        `;
      case 'success':
        return css`
          background: ${theme.colors.successSoft};
          /* Darker than theme.colors.success: 6.5:1 on successSoft (the brighter green was 3:1). */
          color: #166534;
        `;
      case 'warning':
        return css`
          background: ${theme.colors.warningSoft};
          color: #92400e;
        `;
      case 'danger':
        return css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `;
      case 'neutral':
        return css`
          background: ${theme.colors.bgSubtle};
          color: ${theme.colors.textMuted};
        `;
      default:
        return css`
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.primaryHover};
        `;
    }
  }}
`;
