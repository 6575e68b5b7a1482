import styled from 'styled-components';
import { shopConfig } from '../../config/shop-config';
import { LogoMark } from '../icons';

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <BrandWrap $tone={tone}>
      <LogoMark size={32} />
      <span>{shopConfig.brandName}</span>
    </BrandWrap>
  );
}

const BrandWrap = styled.span<{ $tone: 'dark' | 'light' }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 1.15rem;
  letter-spacing: -0.02em;
  color: ${({ theme, $tone }) => ($tone === 'light' ? '#fff' : theme.colors.ink)};
`;
