import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

/**
 * A bank transfer's EPC "GiroCode" (the server's SVG markup, `BankTransferInstructions.qrSvg`)
 * that a banking app scans to fill in the transfer. Shown as an image (a data: URL, which the CSP
 * allows for images), so the markup is never put into the page's DOM.
 */
export function GiroCodeImage({ svg }: { svg: string }) {
  const intl = useIntl();
  return (
    <Figure>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={intl.formatMessage({
          id: 'layout.giroCode.alt',
          defaultMessage: 'GiroCode: scan it with your banking app to fill in the transfer',
        })}
        width={168}
        height={168}
      />
      <figcaption>
        <FormattedMessage
          id="layout.giroCode.caption"
          defaultMessage="Scan with your banking app to fill in the transfer."
        />
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  display: grid;
  justify-items: start;
  gap: 6px;
  margin: 0;
  img {
    background: #fff;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
