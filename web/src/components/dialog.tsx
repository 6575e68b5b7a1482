import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme/theme';
import { useFocusTrap } from './use-focus-trap';
import { CloseIcon } from './icons';

export type DialogPlacement = 'center' | 'right' | 'full';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the visible title (it still labels the dialog). */
  hideTitle?: boolean;
  placement?: DialogPlacement;
  /** Max width of a centred dialog. */
  width?: number;
  footer?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  testId?: string;
}

/**
 * Modal dialog or side drawer: rendered in a portal, labelled by its title, traps focus, closes on
 * Escape, on the close button and on a click on the backdrop.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  hideTitle,
  placement = 'center',
  width = 640,
  footer,
  children,
  closeLabel,
  testId,
}: DialogProps) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open, onClose);

  if (!open) return null;
  return createPortal(
    <Backdrop $placement={placement} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $placement={placement}
        $width={width}
        data-testid={testId}
      >
        <PanelHeader $hidden={hideTitle}>
          <div>
            <PanelTitle id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
              {title}
            </PanelTitle>
            {description && <PanelDescription id={descriptionId}>{description}</PanelDescription>}
          </div>
          <CloseButton
            type="button"
            onClick={onClose}
            aria-label={
              closeLabel ?? intl.formatMessage({ id: 'layout.dialog.close', defaultMessage: 'Close' })
            }
            $floating={hideTitle}
          >
            <CloseIcon />
          </CloseButton>
        </PanelHeader>
        <PanelBody $placement={placement}>{children}</PanelBody>
        {footer && <PanelFooter>{footer}</PanelFooter>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Backdrop = styled.div<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  background: ${({ theme, $placement }) => ($placement === 'full' ? 'rgba(5, 10, 25, 0.92)' : theme.colors.overlay)};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 160ms ease-out;
  display: flex;
  ${({ $placement }) =>
    $placement === 'right'
      ? css`
          justify-content: flex-end;
        `
      : css`
          align-items: center;
          justify-content: center;
          padding: 16px;
        `}
`;

const Panel = styled.div<{ $placement: DialogPlacement; $width: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  ${({ $placement, $width, theme }) => {
    if ($placement === 'right')
      return css`
        width: 100%;
        max-width: 440px;
        height: 100%;
        animation: ${slideIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
        ${media.sm} {
          border-radius: ${theme.radii.lg} 0 0 ${theme.radii.lg};
        }
      `;
    if ($placement === 'full')
      return css`
        width: 100%;
        max-width: 1100px;
        max-height: 100%;
        background: transparent;
        box-shadow: none;
        color: #fff;
        animation: ${popIn} 180ms ease-out;
      `;
    return css`
      width: 100%;
      max-width: ${$width}px;
      max-height: calc(100vh - 32px);
      border-radius: ${theme.radii.lg};
      animation: ${popIn} 180ms ease-out;
    `;
  }}
`;

const PanelHeader = styled.div<{ $hidden?: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: ${({ $hidden }) => ($hidden ? '0' : '20px 20px 12px 24px')};
  ${({ $hidden }) =>
    !$hidden &&
    css`
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    `}
`;

const PanelTitle = styled.h2`
  font-size: 1.25rem;
  font-weight: 700;
`;

const PanelDescription = styled.p`
  margin-top: 4px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button<{ $floating?: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ $floating }) =>
    $floating &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      z-index: 2;
    `}
`;

const PanelBody = styled.div<{ $placement: DialogPlacement }>`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ $placement }) => ($placement === 'full' ? '0' : '20px 24px')};
`;

const PanelFooter = styled.div`
  padding: 16px 24px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A dialog footer's buttons, right-aligned, wrapping on a narrow screen. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
