import { LocalizedLink as Link } from '../i18n/localized-link';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const sizes = {
  sm: css`
    height: 36px;
    padding: 0 14px;
    font-size: 0.875rem;
    border-radius: 10px;
  `,
  md: css`
    height: 44px;
    padding: 0 20px;
    font-size: 0.95rem;
    border-radius: 12px;
  `,
  lg: css`
    height: 52px;
    padding: 0 28px;
    font-size: 1.02rem;
    border-radius: 14px;
  `,
};

/** Shared look of buttons and button-like links. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    color 150ms ease,
    box-shadow 150ms ease,
    transform 150ms ease;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $block }) =>
    $block &&
    css`
      width: 100%;
    `}
  &:hover {
    text-decoration: none;
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
    box-shadow: none;
  }
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryInk};
          box-shadow: 0 6px 16px rgba(37, 99, 235, 0.25);
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.primaryHover};
          &:hover:not(:disabled) {
            background: #dbe6ff;
          }
        `;
      case 'outline':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.ink};
          border-color: ${theme.colors.borderStrong};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.primary};
            color: ${theme.colors.primary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.bgSubtle};
          }
        `;
      case 'light':
        return css`
          background: rgba(255, 255, 255, 0.1);
          color: #fff;
          border-color: rgba(255, 255, 255, 0.35);
          backdrop-filter: blur(6px);
          &:hover:not(:disabled) {
            background: rgba(255, 255, 255, 0.18);
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.colors.dangerHover};
          }
        `;
    }
  }}
`;

type NativeButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement>;

export interface ButtonProps extends NativeButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export function Button({ variant, size, block, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $block={block} {...rest} />;
}

/** An in-app router link that looks like a button. */
// Its `to` is an English-form path, followed in the page's language (i18n/localized-link.tsx).
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A plain link that looks like a button: a file download or an address outside the app. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
