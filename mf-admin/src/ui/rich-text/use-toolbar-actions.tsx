import { messages } from '@kanat/shared/i18n/full';
import { Icon } from '@kanat/shared/ui';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ToolbarAction } from './rich-text-toolbar';

const texts = messages.adminContent.editor;

/**
 * The toolbar's buttons for `editor`, each pressed or disabled as the text at the caret is
 * (bold, a heading, a list, a link; undo and redo while there is something to undo or redo).
 * The link and picture buttons open what the editor shows for them.
 */
export function useToolbarActions(
  editor: Editor | null,
  { uploading, onLink, onImage }: { uploading: boolean; onLink: () => void; onImage: () => void },
): ToolbarAction[] {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e === null
        ? null
        : {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            heading2: e.isActive('heading', { level: 2 }),
            heading3: e.isActive('heading', { level: 3 }),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          },
  });

  return editor
    ? [
        {
          key: 'bold',
          label: texts.bold,
          icon: 'B',
          pressed: state?.bold,
          run: () => editor.chain().focus().toggleBold().run(),
        },
        {
          key: 'italic',
          label: texts.italic,
          icon: 'İ',
          pressed: state?.italic,
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          key: 'heading2',
          label: texts.heading2,
          icon: 'H2',
          pressed: state?.heading2,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          key: 'heading3',
          label: texts.heading3,
          icon: 'H3',
          pressed: state?.heading3,
          run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
        },
        {
          key: 'bulletList',
          label: texts.bulletList,
          icon: '•',
          pressed: state?.bulletList,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          key: 'orderedList',
          label: texts.orderedList,
          icon: '1.',
          pressed: state?.orderedList,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          key: 'link',
          label: texts.link,
          icon: <Icon name="link" size={18} />,
          pressed: state?.link,
          run: onLink,
        },
        {
          key: 'image',
          label: texts.image,
          icon: <Icon name="image" size={18} />,
          disabled: uploading,
          run: onImage,
        },
        {
          key: 'undo',
          label: texts.undo,
          icon: '↶',
          disabled: !state?.canUndo,
          run: () => editor.chain().focus().undo().run(),
        },
        {
          key: 'redo',
          label: texts.redo,
          icon: '↷',
          disabled: !state?.canRedo,
          run: () => editor.chain().focus().redo().run(),
        },
      ]
    : [];
}
