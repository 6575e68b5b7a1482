import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { Dialog } from '../../components/dialog';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../components/icons';
import { useReducedMotion } from '../../lib/use-reduced-motion';

export const GALLERY_INTERVAL_MS = 8000;

export interface GalleryImage {
  src: string;
  alt: string;
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

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
  const count = images.length;

  useEffect(() => {
    if (paused || reducedMotion || largeOpen || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => wrap(i + 1, count)), GALLERY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, reducedMotion, largeOpen, count]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => wrap(i + delta, count));

  return (
    <Frame
      role="group"
      aria-roledescription="carousel"
      aria-label={`${name} photos`}
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
        aria-label={`Open large view of ${name} photos (photo ${index + 1} of ${count})`}
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
          <Arrow type="button" $side="left" aria-label="Previous photo" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </Arrow>
          <Arrow type="button" $side="right" aria-label="Next photo" onClick={() => go(1)}>
            <ChevronRightIcon />
          </Arrow>
          <Dots index={index} count={count} onSelect={setIndex} label={name} />
        </>
      )}
      <LargeView
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

function Dots({
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
  return (
    <DotRow $tone={tone}>
      {Array.from({ length: count }, (_, i) => (
        <Dot
          key={i}
          type="button"
          $active={i === index}
          $tone={tone}
          aria-label={`Show ${label} photo ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </DotRow>
  );
}

function LargeView({
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
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  useEffect(() => {
    if (open) setIndex(startIndex);
    // Only when opening: the large view then navigates on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const go = (delta: number) => setIndex((i) => wrap(i + delta, count));
  const close = () => {
    onIndexChange(index);
    onClose();
  };
  const image = images[index];

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`${name} photos`}
      hideTitle
      placement="full"
      closeLabel="Close large view"
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
            <LargeArrow type="button" aria-label="Previous photo" onClick={() => go(-1)} data-autofocus>
              <ChevronLeftIcon size={24} />
            </LargeArrow>
            <Dots index={index} count={count} onSelect={setIndex} label={name} tone="light" />
            <LargeArrow type="button" aria-label="Next photo" onClick={() => go(1)}>
              <ChevronRightIcon size={24} />
            </LargeArrow>
          </LargeNav>
        )}
      </Large>
    </Dialog>
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

const DotRow = styled.div<{ $tone: 'dark' | 'light' }>`
  ${({ $tone }) =>
    $tone === 'dark'
      ? css`
          position: absolute;
          bottom: 10px;
          left: 50%;
          transform: translateX(-50%);
          padding: 6px 10px;
          border-radius: 999px;
          background: rgba(255, 255, 255, 0.85);
        `
      : ''}
  display: flex;
  gap: 8px;
`;

const Dot = styled.button<{ $active: boolean; $tone: 'dark' | 'light' }>`
  width: ${({ $active }) => ($active ? '22px' : '8px')};
  height: 8px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: ${({ $active, $tone, theme }) =>
    $active ? theme.colors.primary : $tone === 'light' ? 'rgba(255,255,255,0.5)' : theme.colors.borderStrong};
  transition:
    width 200ms ease,
    background-color 200ms ease;
  /* A larger hit area than the visible dot. */
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: -8px -4px;
  }
`;

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
