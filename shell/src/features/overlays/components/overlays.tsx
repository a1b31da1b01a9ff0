import { DialogOverlays } from './dialog-overlays';
import { LoadingOverlay } from './loading-overlay';
import { ToastHost } from './toast-host';

/** Every overlay the remotes can ask for over the bus, all mounted at once. */
export function Overlays() {
  return (
    <>
      <DialogOverlays />
      <LoadingOverlay />
      <ToastHost />
    </>
  );
}
