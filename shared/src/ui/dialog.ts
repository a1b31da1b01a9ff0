// `@kanat/shared/ui/dialog`: the dialogs, apart from the rest of the kit because they bring
// Radix's focus trap and scroll lock (about 10 KB gzipped) that no page needs to draw.
export type { FullScreenDialogProps, ModalProps } from './components/modal';
export { FullScreenDialog, Modal, ModalActions } from './components/modal';
