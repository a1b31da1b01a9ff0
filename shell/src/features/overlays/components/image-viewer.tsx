import { useEvent } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { Icon, IconButton } from '@kanat/shared/ui';
import { FullScreenDialog } from '@kanat/shared/ui/dialog';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSwipe } from '../../../hooks/use-swipe';

const Stage = styled(FullScreenDialog)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.imageViewer};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.viewerBackdrop};
  color: ${({ theme }) => theme.colors.textInverse};
  touch-action: pan-y;

  &:focus {
    outline: none;
  }
`;

const Picture = styled.img`
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 120px);
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  user-select: none;
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.onBrandMuted};
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.md}px;
  right: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.onBrandHover};
`;

const Side = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space.md}px;`}
  transform: translateY(-50%);
  background: ${({ theme }) => theme.colors.onBrandHover};
`;

const Counter = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space.lg}px;
  left: 50%;
  transform: translateX(-50%);
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.onBrandHover};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-variant-numeric: tabular-nums;
`;

interface Viewing {
  images: string[];
  index: number;
}

/**
 * Full-screen image viewer: previous/next, close, Escape and arrow keys, swipe on touch. A
 * modal dialog: focus stays inside and returns to the opened picture when it closes.
 */
export function ImageViewer() {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEvent('ui:image-viewer-requested', ({ images, index = 0 }) => {
    if (images.length === 0) return;
    setFailed(null);
    setViewing({ images, index: Math.min(Math.max(0, index), images.length - 1) });
  });

  const count = viewing?.images.length ?? 0;
  const step = useCallback(
    (delta: number) =>
      setViewing((v) =>
        v ? { ...v, index: (v.index + delta + v.images.length) % v.images.length } : v,
      ),
    [],
  );
  const close = useCallback(() => setViewing(null), []);
  const swipe = useSwipe({ onSwipeLeft: () => step(1), onSwipeRight: () => step(-1) });

  const open = viewing !== null;
  useEffect(() => {
    if (!open) return;
    // Escape is the dialog's own; the arrows page through the pictures.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, step]);

  if (!viewing) return null;
  const src = viewing.images[viewing.index];

  return (
    <Stage
      open
      onClose={close}
      // A dialog needs a name (WCAG 4.1.2): which picture of how many is shown.
      aria-label={fill(messages.imageViewer.title, { n: viewing.index + 1, count })}
      data-testid="image-viewer"
      {...swipe}
    >
      {failed === src ? (
        <Failed role="alert">
          <Icon name="image" size={64} />
          {messages.imageViewer.loadFailed}
        </Failed>
      ) : (
        <Picture key={src} src={src} alt="" onError={() => setFailed(src)} draggable={false} />
      )}
      <Close
        data-autofocus
        $inverse
        $size={48}
        aria-label={messages.imageViewer.close}
        onClick={close}
      >
        <Icon name="close" size={26} />
      </Close>
      {count > 1 ? (
        <>
          <Side
            $side="left"
            $inverse
            $size={52}
            aria-label={messages.imageViewer.previous}
            onClick={() => step(-1)}
          >
            <Icon name="chevron-left" size={30} />
          </Side>
          <Side
            $side="right"
            $inverse
            $size={52}
            aria-label={messages.imageViewer.next}
            onClick={() => step(1)}
          >
            <Icon name="chevron-right" size={30} />
          </Side>
          <Counter aria-live="polite">
            {viewing.index + 1} / {count}
          </Counter>
        </>
      ) : null}
    </Stage>
  );
}
