import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled, { css } from 'styled-components';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { useAdminAccess } from './admin-access';
import { formatDateTime } from './admin-dates';
import { AdminGate } from './admin-gate';
import { AdminShell, CountBadge, EmptyState } from './admin-layout';
import { LoadMore } from '../../components/load-more';
import { AdminMailQuery, AdminMailsQuery, MAIL_PAGE_SIZE } from './mail-operations';

const statusColours: Record<string, { bg: string; fg: string }> = {
  sent: { bg: '#dcfce7', fg: '#166534' },
  pending: { bg: '#fef9c3', fg: '#854d0e' },
  sending: { bg: '#fef9c3', fg: '#854d0e' },
  held: { bg: '#dbeafe', fg: '#1e40af' },
  failed: { bg: '#fee2e2', fg: '#991b1b' },
};

/**
 * /admin/mail: every mail the shop wrote (sent, waiting, failed, or held when no SMTP server is
 * configured), like a development mailbox: the list, and the selected mail's HTML (in a sandboxed
 * frame: no scripts, no same-origin access) and text.
 */
export default function AdminMailPage() {
  const { user } = useAuth();
  const query = useQuery(AdminMailsQuery, {
    variables: { first: MAIL_PAGE_SIZE },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const data = query.data ?? query.previousData;
  const mails = data?.mails.edges.map((edge) => edge.node);
  const { state } = useAdminAccess({ loading: query.loading, error: query.error, hasData: !!mails });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to fetch mail"
      errorText={errorMessage(query.error)}
      onRetry={() => void query.refetch().catch(() => undefined)}
    >
      {() => {
        const list = mails ?? [];
        const selected = list.find((mail) => mail.id === selectedId) ?? list[0];
        const held = data?.held.totalCount ?? 0;
        return (
          <AdminShell
            title="Mail"
            subtitle="Every mail the shop wrote. Without SMTP_URL nothing is sent: the mails are held here."
            actions={
              <CountBadge aria-label={`Held mails: ${held}`}>
                Held <strong>{held}</strong>
              </CountBadge>
            }
          >
            {list.length === 0 ? (
              <EmptyState>No mail yet</EmptyState>
            ) : (
              <Layout>
                <List aria-label="Mails">
                  {list.map((mail) => (
                    <li key={mail.id}>
                      <Row
                        type="button"
                        data-testid="mail-row"
                        aria-pressed={mail.id === selected?.id}
                        onClick={() => setSelectedId(mail.id)}
                      >
                        <RowTop>
                          <strong>{mail.to}</strong>
                          <MailStatus status={mail.status} />
                        </RowTop>
                        <span>{mail.subject}</span>
                        <small>{formatDateTime(mail.createdAt)}</small>
                      </Row>
                    </li>
                  ))}
                </List>
                {selected && <MailPreview key={selected.id} mail={selected} />}
              </Layout>
            )}
            {data && (
              <LoadMore
                shown={list.length}
                total={data.mails.totalCount}
                pageInfo={data.mails.pageInfo}
                label="Load more mails"
                onMore={(after) => query.fetchMore({ variables: { after } })}
              />
            )}
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

interface MailSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError?: string | null;
  createdAt: string;
  sentAt?: string | null;
}

function MailPreview({ mail }: { mail: MailSummary }) {
  const body = useQuery(AdminMailQuery, { variables: { id: mail.id } });
  const parts = body.data?.adminMail;
  return (
    <Preview aria-label="Selected mail">
      <h2>{mail.subject}</h2>
      <Meta>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Kind</dt>
        <dd>{mail.kind}</dd>
        <dt>Written</dt>
        <dd>{formatDateTime(mail.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          <MailStatus status={mail.status} />
          {mail.sentAt && ` ${formatDateTime(mail.sentAt)}`}
          {mail.attempts > 0 && ` (${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'})`}
        </dd>
        {mail.lastError && (
          <>
            <dt>Last error</dt>
            <dd>{mail.lastError}</dd>
          </>
        )}
      </Meta>
      {body.error && <p role="alert">{errorMessage(body.error)}</p>}
      {parts ? (
        <>
          <h3>HTML</h3>
          <Frame title={`HTML preview: ${mail.subject}`} sandbox="" srcDoc={parts.html} />
          <h3>Text</h3>
          {/* Focusable: a long text part scrolls, and a keyboard user must be able to scroll it. */}
          <Text data-testid="mail-text" tabIndex={0} aria-label="Text part of the mail">
            {parts.text}
          </Text>
        </>
      ) : (
        !body.error && <p>Loading…</p>
      )}
    </Preview>
  );
}

function MailStatus({ status }: { status: string }) {
  return (
    <Pill $status={status} data-testid="mail-status">
      {status}
    </Pill>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 380px minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 80vh;
  overflow-y: auto;
`;

const Row = styled.button`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 12px 14px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const RowTop = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const Pill = styled.span<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: capitalize;
  ${({ $status }) => {
    const colour = statusColours[$status] ?? { bg: '#f1f5f9', fg: '#475569' };
    return css`
      background: ${colour.bg};
      color: ${colour.fg};
    `;
  }}
`;

const Preview = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  h3 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Frame = styled.iframe`
  width: 100%;
  height: 520px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #fff;
`;

const Text = styled.pre`
  margin: 0;
  padding: 12px;
  max-height: 360px;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bgSubtle};
  font-size: 0.85rem;
`;
