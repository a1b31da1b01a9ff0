import { type AppEvents, bus } from '@kanat/shared/events';
import { useSession } from '@kanat/shared/session';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdleAfterLoad } from '../when-idle';
import { ConnectionStatus } from './connection-status';
import { loadNoticeFaces } from './load-notice-faces';
import { LoadingOverlay } from './loading-overlay';
import { ToastHost } from './toast-host';

const DialogOverlays = lazy(() =>
  import(/* webpackChunkName: "on-demand-dialogs" */ './dialog-overlays').then((m) => ({
    default: m.DialogOverlays,
  })),
);

/** The bus events the dialogs answer; one that comes before they are loaded waits for them. */
export const DIALOG_EVENTS: ReadonlySet<keyof AppEvents> = new Set<keyof AppEvents>([
  'ui:confirm-requested',
  'ui:code-requested',
  'ui:code-rejected',
  'ui:code-resent',
  'ui:code-closed',
  'ui:image-viewer-requested',
]);

type Buffered = { [K in keyof AppEvents]: [K, AppEvents[K]] }[keyof AppEvents];

/** Marks the dialogs as listening and emits the events that came before, in order. */
function Replay({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * The site's overlays as the shell mounts them. Toasts and the spinner listen from the start;
 * their looks come with the first one shown (load-notice-faces.ts). The dialogs bring Radix's
 * focus trap (in `@kanat/shared/ui/dialog`), which no page needs to draw and a visitor who
 * only looks never opens: they are loaded at the first dialog
 * request, or ahead of it for a signed-in member (who bids and confirms; the toasts' looks
 * with them) once the page has loaded and the browser is idle. Requests made before they listen are kept and replayed.
 */
export function SiteOverlays() {
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const early = useRef<Buffered[]>([]);
  const listening = useRef(false);
  const signedIn = useSession().user !== null;

  useEffect(() => {
    const onAny = (type: keyof AppEvents, payload: AppEvents[keyof AppEvents]) => {
      if (listening.current || !DIALOG_EVENTS.has(type)) return;
      early.current.push([type, payload] as Buffered);
      setDialogsWanted(true);
    };
    bus.on('*', onAny);
    return () => bus.off('*', onAny);
  }, []);

  useEffect(() => {
    if (!signedIn || dialogsWanted) return undefined;
    return whenIdleAfterLoad(() => {
      setDialogsWanted(true);
      void loadNoticeFaces();
    });
  }, [signedIn, dialogsWanted]);

  const flush = () => {
    listening.current = true;
    for (const [type, payload] of early.current.splice(0)) bus.emit(type, payload as never);
  };

  return (
    <>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <DialogOverlays />
          <Replay onMounted={flush} />
        </Suspense>
      )}
      <LoadingOverlay />
      <ToastHost />
      <ConnectionStatus />
    </>
  );
}
