import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldWrap, Hint, Label } from '../../components/field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** The shared Field's look and accessibility, for a dropdown. */
export function SelectField({ label, error, hint, id, children, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const messageId = `${selectId}-message`;
  const hintId = `${selectId}-hint`;
  const describedBy =
    [error ? messageId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={!!error}
        {...rest}
      >
        {children}
      </Select>
      {hint && !error && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={messageId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrap>
  );
}

const Select = styled.select<{ $invalid?: boolean }>`
  height: 46px;
  width: 100%;
  padding: 0 40px 0 14px;
  border-radius: 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%235b6b84' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 14px center;
  appearance: none;
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 4px rgba(37, 99, 235, 0.15);
  }
  &:disabled {
    opacity: 0.7;
  }
`;
