import { CodeDialog } from './code-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ImageViewer } from './image-viewer';
import { LoadingOverlay } from './loading-overlay';
import { ToastHost } from './toast-host';

/** Every overlay the remotes can ask for over the bus, mounted once by the shell. */
export function Overlays() {
  return (
    <>
      <ConfirmDialog />
      <CodeDialog />
      <ImageViewer />
      <LoadingOverlay />
      <ToastHost />
    </>
  );
}
