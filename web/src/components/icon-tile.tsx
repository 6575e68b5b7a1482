import styled from 'styled-components';

/** A square of the brand gradient holding an icon. */
export const IconTile = styled.span<{ $size: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 16px;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.glow};
`;
