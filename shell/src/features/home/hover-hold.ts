import type { PointerEvent } from 'react';

/**
 * Pointer handlers that hold a rotation while a mouse or pen hovers it. A finger is left to
 * the touch handlers: a tap makes the browser fake a mouseenter with no mouseleave after it,
 * which would otherwise stop the rotation for good.
 */
export function hoverHold(hold: () => void, release: () => void) {
  return {
    onPointerEnter(e: PointerEvent<HTMLElement>) {
      if (e.pointerType !== 'touch') hold();
    },
    onPointerLeave(e: PointerEvent<HTMLElement>) {
      if (e.pointerType !== 'touch') release();
    },
  };
}
