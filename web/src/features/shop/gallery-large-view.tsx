import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { GalleryDots } from './gallery-dots';
import { galleryMessages } from './gallery-messages';
import { wrapIndex, type GalleryImage } from './gallery-image';

/** The gallery's large view: a dialog with its own navigation; closing hands its photo back. */
export function GalleryLargeView({
  open,
  onClose,
  images,
  name,
  startIndex,
  onIndexChange,
}: {
  open: boolean;
  onClose: () => void;
  images: GalleryImage[];
  name: string;
  startIndex: number;
  onIndexChange: (i: number) => void;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  useEffect(() => {
    if (open) setIndex(startIndex);
    // Only when opening: the large view then navigates on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, count));
  const close = () => {
    onIndexChange(index);
    onClose();
  };
  const image = images[index];

  return (
    <Dialog
      open={open}
      onClose={close}
      title={intl.formatMessage(galleryMessages.photos, { name })}
      hideTitle
      placement="full"
      closeLabel={intl.formatMessage(galleryMessages.closeLarge)}
    >
      <Large
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') go(-1);
          else if (e.key === 'ArrowRight') go(1);
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        <LargeImage>
          <img src={image.src} alt={image.alt} width={800} height={600} />
        </LargeImage>
        <LargeCaption aria-live="polite">
          {image.alt} · {index + 1} / {count}
        </LargeCaption>
        {count > 1 && (
          <LargeNav>
            <LargeArrow
              type="button"
              aria-label={intl.formatMessage(galleryMessages.previous)}
              onClick={() => go(-1)}
              data-autofocus
            >
              <ChevronLeftIcon size={24} />
            </LargeArrow>
            <GalleryDots index={index} count={count} onSelect={setIndex} label={name} tone="light" />
            <LargeArrow
              type="button"
              aria-label={intl.formatMessage(galleryMessages.next)}
              onClick={() => go(1)}
            >
              <ChevronRightIcon size={24} />
            </LargeArrow>
          </LargeNav>
        )}
      </Large>
    </Dialog>
  );
}

const Large = styled.div`
  display: grid;
  gap: 16px;
  justify-items: center;
  padding: 40px 0 8px;
`;

const LargeImage = styled.div`
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    max-height: calc(100vh - 200px);
    object-fit: contain;
    background: #fff;
  }
`;

const LargeCaption = styled.p`
  color: #cbd5e1;
  font-size: 0.9rem;
  text-align: center;
`;

const LargeNav = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
`;

const LargeArrow = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.35);
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  &:hover {
    background: rgba(255, 255, 255, 0.2);
  }
`;
