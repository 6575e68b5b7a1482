import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, Section, SectionHeader } from '../../components/container';
import { ArrowRightIcon, CheckIcon, CrossIcon } from '../../components/icons';
import type { ComparisonRow } from '../../content/landing';
import { useContent } from '../../content/localized';
import { LogoStrip } from './logo-strip';

const messages = defineMessages({
  platformEyebrow: { id: 'landing.platform.eyebrow', defaultMessage: 'Compatibility' },
  platformTitle: { id: 'landing.platform.title', defaultMessage: 'Works With the Tools You Already Use' },
  platformSubtitle: {
    id: 'landing.platform.subtitle',
    defaultMessage:
      'Your corporate VPN runs on top of the tunnel, unchanged, on any operating system. Nothing to install on your devices.',
  },
  comparisonEyebrow: { id: 'landing.comparison.eyebrow', defaultMessage: 'Comparison' },
  comparisonSubtitle: {
    id: 'landing.comparison.subtitle',
    defaultMessage:
      'Commercial VPNs hide you behind shared data-centre addresses. We bring your own home connection with you.',
  },
});

export function PlatformSection() {
  const { platformLogos } = useContent('landing');
  const intl = useIntl();
  return (
    <Section id="platform" $muted aria-labelledby="platform-title">
      <Container>
        <SectionHeader
          eyebrow={intl.formatMessage(messages.platformEyebrow)}
          title={intl.formatMessage(messages.platformTitle)}
          subtitle={intl.formatMessage(messages.platformSubtitle)}
          titleId="platform-title"
        />
        <LogoStrip logos={platformLogos} />
        <Legend>
          <span>
            <i style={{ background: '#2563eb' }} />{' '}
            <FormattedMessage id="landing.platform.legendVpn" defaultMessage="Corporate VPN clients" />
          </span>
          <span>
            <i style={{ background: '#14b8a6' }} />{' '}
            <FormattedMessage id="landing.platform.legendOs" defaultMessage="Operating systems" />
          </span>
        </Legend>
      </Container>
    </Section>
  );
}

function Cell({ value }: { value: ComparisonRow['ours'] }) {
  if (value === true)
    return (
      <Mark $ok>
        <CheckIcon size={16} strokeWidth={3} />
        <span className="visually-hidden">
          <FormattedMessage id="landing.comparison.yes" defaultMessage="Yes" />
        </span>
      </Mark>
    );
  if (value === false)
    return (
      <Mark $ok={false}>
        <CrossIcon size={16} strokeWidth={3} />
        <span className="visually-hidden">
          <FormattedMessage id="landing.comparison.no" defaultMessage="No" />
        </span>
      </Mark>
    );
  return <CellText>{value}</CellText>;
}

export function ComparisonSection() {
  const { comparisonColumns, comparisonRows } = useContent('landing');
  const intl = useIntl();
  return (
    <Section id="comparison" aria-labelledby="comparison-title">
      <Container>
        <SectionHeader
          eyebrow={intl.formatMessage(messages.comparisonEyebrow)}
          title={intl.formatMessage(
            { id: 'landing.comparison.title', defaultMessage: '{ours} vs. Traditional VPN Services' },
            { ours: comparisonColumns.ours },
          )}
          subtitle={intl.formatMessage(messages.comparisonSubtitle)}
          titleId="comparison-title"
        />
        <ScrollHint id="comparison-hint" data-testid="comparison-scroll-hint">
          <FormattedMessage id="landing.comparison.scrollHint" defaultMessage="Scroll sideways to compare" />{' '}
          <ArrowRightIcon size={16} />
        </ScrollHint>
        <TableWrap
          tabIndex={0}
          role="region"
          aria-labelledby="comparison-title"
          aria-describedby="comparison-hint"
        >
          <Table>
            <caption className="visually-hidden">
              <FormattedMessage
                id="landing.comparison.caption"
                defaultMessage="{ours} compared with traditional vpn services"
                values={{ ours: comparisonColumns.ours }}
              />
            </caption>
            <thead>
              <tr>
                <th scope="col">{comparisonColumns.feature}</th>
                <th scope="col" className="ours">
                  {comparisonColumns.ours}
                </th>
                <th scope="col">{comparisonColumns.traditional}</th>
              </tr>
            </thead>
            <tbody>
              {comparisonRows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td className="ours">
                    <Cell value={row.ours} />
                  </td>
                  <td>
                    <Cell value={row.traditional} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </Container>
    </Section>
  );
}

const Legend = styled.div`
  display: flex;
  justify-content: center;
  gap: 24px;
  margin-top: 20px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    display: inline-block;
  }
`;

/* Shown where the table is wider than the screen (its minimum width is 560 px). */
const ScrollHint = styled.p`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 6px;
  margin-bottom: 8px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (min-width: 640px) {
    display: none;
  }
`;

const TableWrap = styled.div`
  /* Positioned, so the visually hidden cell texts stay inside the scroll box. */
  position: relative;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: 16px 20px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.bgMuted};
  }
  thead th.ours {
    color: ${({ theme }) => theme.colors.primary};
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  td.ours {
    background: rgba(37, 99, 235, 0.04);
  }
  /* The feature names stay in view while the table scrolls sideways. */
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td,
  thead th:not(:first-child) {
    text-align: center;
  }
`;

const Mark = styled.span<{ $ok: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme, $ok }) => ($ok ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const CellText = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
