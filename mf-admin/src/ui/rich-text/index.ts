export type { RichTextEditorProps } from './rich-text-editor';
export { RichTextEditor, richTextExtensions } from './rich-text-editor';
export type { ToolbarAction } from './rich-text-toolbar';
export { RichTextToolbar } from './rich-text-toolbar';
