// Form fields, tables, the pager and the endless lists: the parts of a page that ask for input
// or list records. A subpath (and federation singleton) of its own beside `@kanat/shared/ui`,
// whose every export a page downloads with its first screen: the home page asks for nothing
// and lists nothing, so it no longer downloads these. They import the rest of the kit through
// `@kanat/shared/ui`, so each component exists once at run time.
export type {
  CheckboxProps,
  SelectOption,
  SelectProps,
  TextAreaProps,
  TextFieldProps,
} from './components/fields';
export { Checkbox, Input, Select, TextArea, TextField } from './components/fields';
export type { PagerProps } from './components/pager';
export { Pager } from './components/pager';
export type { RaceResultRowsProps } from './components/race-result-rows';
export { RaceResultRows } from './components/race-result-rows';
export type { DataTableProps, TableColumn } from './components/table';
export { DataTable, Table, TableScroller } from './components/table';
export { SEARCH_DELAY_MS, useDebouncedValue } from './hooks/use-debounced-value';
export type { InfiniteList, InfiniteListViewProps } from './lists/infinite-list-view';
export { InfiniteListView } from './lists/infinite-list-view';
export { moveItem } from './lists/move-item';
export type { ScrollSentinelProps } from './lists/scroll-sentinel';
export { ScrollSentinel } from './lists/scroll-sentinel';
