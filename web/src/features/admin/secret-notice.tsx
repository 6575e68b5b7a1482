import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { clipboard } from '../../lib/clipboard';

/** A secret shown this once (a new API token, a webhook signing secret), with a copy button. */
export function SecretNotice({
  title,
  children,
  secret,
  label,
  testId,
  onDismiss,
}: {
  title: string;
  /** How the secret is used; the notice says it is shown only once. */
  children: ReactNode;
  secret: string;
  /** What the secret is, e.g. "Token secret". */
  label: string;
  testId: string;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await clipboard.write(secret);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: `Select the ${label.toLowerCase()} and copy it by hand.`,
        variant: 'destructive',
      });
    }
  };
  const titleId = `${testId}-title`;
  return (
    <Notice role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{children}</p>
      <SecretRow>
        <code data-testid={testId} tabIndex={0} aria-label={label}>
          {secret}
        </code>
        <Button size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </SecretRow>
      <span aria-live="polite" className="visually-hidden">
        {copied ? `${label} copied to the clipboard` : ''}
      </span>
      <div>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          I have stored it, hide the secret
        </Button>
      </div>
    </Notice>
  );
}

const Notice = styled.div`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid #86efac;
  background: ${({ theme }) => theme.colors.successSoft};
  h2 {
    font-size: 1.05rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    font-size: 0.875rem;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const SecretRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  code {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    font-size: 0.8rem;
    user-select: all;
  }
`;
