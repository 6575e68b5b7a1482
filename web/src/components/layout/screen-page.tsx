import styled from 'styled-components';
import { media } from '../../theme/theme';

/** A screen's page below the fixed header, on the soft background: the checkout and My Account. */
export const ScreenPage = styled.div`
  padding: ${({ theme }) => theme.layout.headerHeight + 32}px 0 80px;
  background: ${({ theme }) => theme.gradients.soft};
  min-height: 80vh;
  ${media.md} {
    padding-top: ${({ theme }) => theme.layout.headerHeight + 48}px;
  }
`;
