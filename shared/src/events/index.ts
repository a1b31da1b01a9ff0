export { bus } from './bus';
export * from './contract';
export type { Notifier, NotifierState, Schedule } from './notifier';
export { createNotifier, NOTIFIER_EXTRA_MS } from './notifier';
export type { CodeDialogSession } from './overlays';
export {
  clearToasts,
  confirm,
  DEFAULT_TOAST_SECONDS,
  hideBanner,
  hideSpinner,
  openImageViewer,
  requestCode,
  showBanner,
  showSpinner,
  toast,
  withSpinner,
} from './overlays';
export { useEvent } from './use-event';
