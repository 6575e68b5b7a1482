import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  name: string;
}

/** Labelled input with its validation message (announced and linked via aria-describedby). */
export function Field({ label, error, hint, id, ...inputProps }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={!!error}
        {...inputProps}
      />
      {hint && !error && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={messageId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldWrap>
  );
}

export const FieldWrap = styled.div`
  display: grid;
  gap: 6px;
`;

export const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  height: 46px;
  padding: 0 14px;
  border-radius: 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 4px rgba(37, 99, 235, 0.15);
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

export const Hint = styled.p`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  font-size: 0.82rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A form-level message (e.g. the server's answer to a failed sign-in). */
export const FormAlert = styled.div`
  padding: 12px 14px;
  border-radius: 12px;
  border: 1px solid #fecaca;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: #991b1b;
  font-size: 0.9rem;
`;
