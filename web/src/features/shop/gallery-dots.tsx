import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { galleryMessages } from './gallery-messages';

/** One dot per photo (the current one wide); on the photo ('dark') or on the large view ('light'). */
export function GalleryDots({
  index,
  count,
  onSelect,
  label,
  tone = 'dark',
}: {
  index: number;
  count: number;
  onSelect: (i: number) => void;
  label: string;
  tone?: 'dark' | 'light';
}) {
  const intl = useIntl();
  return (
    <DotRow $tone={tone}>
      {Array.from({ length: count }, (_, i) => (
        <Dot
          key={i}
          type="button"
          $active={i === index}
          $tone={tone}
          aria-label={intl.formatMessage(galleryMessages.showPhoto, { name: label, number: i + 1, count })}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </DotRow>
  );
}

const DotRow = styled.div<{ $tone: 'dark' | 'light' }>`
  ${({ $tone }) =>
    $tone === 'dark'
      ? css`
          position: absolute;
          bottom: 6px;
          left: 50%;
          transform: translateX(-50%);
          padding: 0 6px;
          border-radius: 999px;
          background: rgba(255, 255, 255, 0.85);
        `
      : ''}
  display: flex;
`;

/** The button is the 24 × 24 px target (WCAG 2.5.8); the dot drawn inside it is what shows. */
const Dot = styled.button<{ $active: boolean; $tone: 'dark' | 'light' }>`
  flex: none;
  display: grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 1px;
  border: 0;
  background: transparent;
  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? '22px' : '8px')};
    height: 8px;
    border-radius: 999px;
    background: ${({ $active, $tone, theme }) =>
      $active
        ? theme.colors.primary
        : $tone === 'light'
          ? 'rgba(255,255,255,0.5)'
          : theme.colors.borderStrong};
    transition:
      width 200ms ease,
      background-color 200ms ease;
  }
`;
