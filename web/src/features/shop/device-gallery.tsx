import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../components/icons';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { GalleryDots } from './gallery-dots';
import { galleryMessages } from './gallery-messages';
import { wrapIndex, type GalleryImage } from './gallery-image';
import { GalleryLargeView } from './gallery-large-view';

export const GALLERY_INTERVAL_MS = 8000;

/**
 * A product photo carousel: advances every 8 s (not while hovered or focused, nor with reduced
 * motion), previous/next arrows, one dot per photo, arrow keys; a click opens a large view with
 * its own navigation.
 */
export function DeviceGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [largeOpen, setLargeOpen] = useState(false);
  const reducedMotion = useReducedMotion();
  const intl = useIntl();
  const count = images.length;

  useEffect(() => {
    if (paused || reducedMotion || largeOpen || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), GALLERY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, reducedMotion, largeOpen, count]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, count));

  return (
    <Frame
      role="group"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(galleryMessages.photos, { name })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
        else return;
        e.preventDefault();
      }}
    >
      <OpenButton
        type="button"
        onClick={() => setLargeOpen(true)}
        aria-label={intl.formatMessage(galleryMessages.openLarge, { name, number: index + 1, count })}
      >
        <Track style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((image, i) => (
            <Slide key={image.src} aria-hidden={i !== index}>
              <img
                src={image.src}
                alt={i === index ? image.alt : ''}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
              />
            </Slide>
          ))}
        </Track>
        <ExpandHint aria-hidden="true">
          <ExpandIcon size={16} />
        </ExpandHint>
      </OpenButton>
      {count > 1 && (
        <>
          <Arrow
            type="button"
            $side="left"
            aria-label={intl.formatMessage(galleryMessages.previous)}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </Arrow>
          <Arrow
            type="button"
            $side="right"
            aria-label={intl.formatMessage(galleryMessages.next)}
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </Arrow>
          <GalleryDots index={index} count={count} onSelect={setIndex} label={name} />
        </>
      )}
      <GalleryLargeView
        open={largeOpen}
        onClose={() => setLargeOpen(false)}
        images={images}
        name={name}
        startIndex={index}
        onIndexChange={setIndex}
      />
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.bgSubtle};
`;

const OpenButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  overflow: hidden;
  position: relative;
  &:focus-visible {
    outline-offset: -4px;
  }
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform 500ms cubic-bezier(0.2, 0.8, 0.2, 1);
`;

const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ExpandHint = styled.span`
  position: absolute;
  top: 12px;
  right: 12px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 10px;
  background: rgba(255, 255, 255, 0.85);
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 10px;' : 'right: 10px;')}
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.9);
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:hover {
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
