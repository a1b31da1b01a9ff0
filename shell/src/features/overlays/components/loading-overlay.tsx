import { useEvent } from '@kanat/shared/events';
import { Suspense, useState } from 'react';
import { SpinnerCover } from './load-notice-faces';

/**
 * The blocking loading spinner. Requests nest: each `visible: true` needs its own
 * `visible: false` before the cover goes away. The cover's looks come with the first request
 * (it shows only after 150 ms anyway, so a quick call never flashes it).
 */
export function LoadingOverlay() {
  const [depth, setDepth] = useState(0);
  useEvent('ui:spinner-requested', ({ visible }) => {
    setDepth((d) => (visible ? d + 1 : Math.max(0, d - 1)));
  });
  if (depth === 0) return null;
  return (
    <Suspense fallback={null}>
      <SpinnerCover />
    </Suspense>
  );
}
