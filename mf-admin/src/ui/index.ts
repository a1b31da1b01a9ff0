// The console's UI kit, for every area of mf-admin. Built on @kanat/shared/ui (buttons,
// fields, Modal, Pager, Table); only what the console adds lives here.
export type { ActionDialogProps, KitDialogProps } from './action-dialog';
export { ActionDialog } from './action-dialog';
export type { ComparisonRow, ComparisonTableProps } from './comparison-table';
export { ComparisonTable } from './comparison-table';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConsoleColumn, DataTableProps } from './data-table';
export { DataTable } from './data-table';
export { errorText } from './error-text';
export type { FormSectionProps } from './form-section';
export { FieldRow, FormSection } from './form-section';
export type { MultiUploadFieldProps } from './multi-upload-field';
export { MultiUploadField } from './multi-upload-field';
export { NARROW_SCREEN_MAX_PX, narrowScreen, wideScreen } from './narrow-screen';
export type { NoticeProps, NoticeTone } from './notice';
export { Notice, notify } from './notice';
export type { PageHeaderProps } from './page-header';
export { PageHeader } from './page-header';
export { ButtonRow, FactList, FilterBar, ListCard } from './page-parts';
export type { PagedTableProps, PagedViewProps } from './paged-view';
export { PagedTable, PagedView } from './paged-view';
export { PigeonPicker, type PigeonPickerTexts } from './pigeon-picker';
export {
  PRINT_PATHS,
  PrintButton,
  PrintLinks,
  type PrintLot,
  PrintSheet,
  PrintSheetPage,
  type PrintSheetProps,
  type SheetKind,
} from './print-sheet';
export type { PublishChoiceProps, PublishOption } from './publish-choice';
export { PublishChoice } from './publish-choice';
export type { ReasonDialogProps } from './reason-dialog';
export { ReasonDialog } from './reason-dialog';
export type { ReasonForm } from './reason-rule';
export { REASON_MAX_LENGTH, validateReason } from './reason-rule';
export { SaleTermsBox, termsSummary } from './sale-terms-box';
export type { SearchBarProps } from './search-bar';
export { CONSOLE_SEARCH_DELAY_MS, SearchBar } from './search-bar';
export type { StatusTone } from './status-badge';
export { StatusBadge, statusBadgeTones } from './status-badge';
export type { UploadFieldProps } from './upload-field';
export { UploadField } from './upload-field';
export { usePendingAction } from './use-pending-action';
export { useActsOnMembers, useOpensArea, useStaffRoles } from './use-staff-roles';
