import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

/**
 * Lays out and glides a strip with embla (the sponsors carousel: several items per view, the
 * last position trimmed to the end), to the position `index` the caller's rotation decides:
 * SPEC §9's timings are not embla's rules, so embla is told where to go and never decides it.
 * Embla's code is fetched once `wanted` (the strip's first move, or a hover or touch); until
 * then the strip shows its first position where it stands. Returns the viewport's ref; its
 * first child is the track, whose children are the items.
 */
export function useEmblaStrip({
  layout,
  index,
  count,
  wanted,
}: {
  layout: Partial<EmblaOptionsType>;
  index: number;
  count: number;
  wanted: boolean;
}): (node: HTMLElement | null) => void {
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const options = useRef(layout);
  const position = useRef(index);
  position.current = index;
  const moves = count >= 2;

  useEffect(() => {
    if (!viewport || !moves || !wanted) return;
    let api: EmblaCarouselType | null = null;
    let gone = false;
    import(/* webpackChunkName: "embla" */ 'embla-carousel')
      .then(({ default: createEmbla }) => {
        if (gone) return;
        api = createEmbla(viewport, options.current);
        setEmbla(api);
      })
      .catch((error: unknown) => {
        // Without it the first position stays; the page itself is whole.
        console.warn('[carousel] embla yüklenemedi', error);
      });
    return () => {
      gone = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [viewport, moves, wanted]);

  // New items (site information changed) are measured again.
  useEffect(() => {
    if (embla && count > 0) embla.reInit();
  }, [embla, count]);

  useEffect(() => {
    embla?.scrollTo(index);
  }, [embla, index]);

  useEffect(() => {
    if (!embla) return;
    // A resize or new items re-measure the strip; it stays on our position, without a glide.
    const stay = () => embla.scrollTo(position.current, true);
    embla.on('reInit', stay);
    return () => {
      embla.off('reInit', stay);
    };
  }, [embla]);

  return viewportRef;
}
