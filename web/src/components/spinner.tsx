import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 32, label }: { size?: number; label?: string }) {
  const intl = useIntl();
  return (
    <span role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">
        {label ?? intl.formatMessage({ id: 'layout.spinner.loading', defaultMessage: 'Loading' })}
      </span>
    </span>
  );
}

/** A centred spinner filling the viewport below the header (route loading, auth loading). */
export const PageSpinnerWrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 96px 16px;
`;

export function PageSpinner({ label }: { label?: string }) {
  return (
    <PageSpinnerWrap>
      <Spinner size={44} label={label} />
    </PageSpinnerWrap>
  );
}
