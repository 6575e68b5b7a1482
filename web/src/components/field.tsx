import {
  useId,
  type InputHTMLAttributes,
  type ComponentProps,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslateMessage } from '../i18n/rule-messages';
import styled, { css } from 'styled-components';

interface LabelledProps {
  label: string;
  error?: string;
  hint?: string;
  name: string;
}

export type FieldProps = LabelledProps & InputHTMLAttributes<HTMLInputElement>;
export type TextAreaFieldProps = LabelledProps & TextareaHTMLAttributes<HTMLTextAreaElement>;
export type SelectFieldProps = LabelledProps &
  SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

/** What the control inside a labelled field gets: its id, and its message tied to it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/**
 * The label, the hint and the validation message around one control (announced and linked via
 * aria-describedby). The hint gives way to the message unless `keepHint`.
 */
function Labelled({
  label,
  error,
  hint,
  id,
  keepHint = false,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  keepHint?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const translate = useTranslateMessage();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  const hintId = `${controlId}-hint`;
  const showHint = !!hint && (keepHint || !error);
  const describedBy =
    [error ? messageId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        $invalid: !!error,
      })}
      {showHint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={messageId} role="alert">
          {translate(error)}
        </ErrorText>
      )}
    </FieldWrap>
  );
}

/** Labelled input with its validation message. */
export function Field({ label, error, hint, id, ...inputProps }: FieldProps) {
  return (
    <Labelled label={label} error={error} hint={hint} id={id}>
      {(control) => <Input {...control} {...inputProps} />}
    </Labelled>
  );
}

/** Labelled multi-line box; its hint stays visible under a message. */
export function TextAreaField({ label, error, hint, id, ...rest }: TextAreaFieldProps) {
  return (
    <Labelled label={label} error={error} hint={hint} id={id} keepHint>
      {(control) => <TextArea {...control} {...rest} />}
    </Labelled>
  );
}

/** Labelled dropdown. */
export function SelectField({ label, error, hint, id, children, ...rest }: SelectFieldProps) {
  return (
    <Labelled label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <Select {...control} {...rest}>
          {children}
        </Select>
      )}
    </Labelled>
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

const controlStyles = css<{ $invalid?: boolean }>`
  border-radius: 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
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

export const Input = styled.input<{ $invalid?: boolean }>`
  height: 46px;
  padding: 0 14px;
  background: ${({ theme }) => theme.colors.surface};
  ${controlStyles}
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 150px;
  padding: 12px 14px;
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.5;
  resize: vertical;
  ${controlStyles}
`;

const Select = styled.select<{ $invalid?: boolean }>`
  height: 46px;
  width: 100%;
  padding: 0 40px 0 14px;
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%235b6b84' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 14px center;
  appearance: none;
  color: ${({ theme }) => theme.colors.text};
  ${controlStyles}
  &:disabled {
    opacity: 0.7;
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

/**
 * A form-level message (e.g. the server's answer to a failed sign-in). The server answers with
 * English rule messages: a text one of them shows in the page's language.
 */
export function FormAlert({ children, ...rest }: ComponentProps<typeof AlertBox>) {
  const translate = useTranslateMessage();
  return <AlertBox {...rest}>{typeof children === 'string' ? translate(children) : children}</AlertBox>;
}

const AlertBox = styled.div`
  padding: 12px 14px;
  border-radius: 12px;
  border: 1px solid #fecaca;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: #991b1b;
  font-size: 0.9rem;
`;
