import { CodeDialog } from './code-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ImageViewer } from './image-viewer';

/** The overlays that are dialogs: the questions and the image viewer the remotes ask for. */
export function DialogOverlays() {
  return (
    <>
      <ConfirmDialog />
      <CodeDialog />
      <ImageViewer />
    </>
  );
}
