import type { MediaPurpose } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Notice } from '../notice';
import { uploadOne } from '../upload-parts';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';
import { useToolbarActions } from './use-toolbar-actions';

const texts = messages.adminContent.editor;

const Frame = styled.div<{ $invalid: boolean }>`
  display: grid;
  min-width: 0;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.teal};
    outline-offset: 1px;
  }
`;

const Content = styled.div`
  min-width: 0;

  .ProseMirror {
    min-height: 240px;
    padding: ${({ theme }) => theme.space.md}px;
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    overflow-wrap: anywhere;
    outline: none;
  }
  .ProseMirror img {
    max-width: 100%;
    height: auto;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.colors.teal};
  }
  .ProseMirror ul,
  .ProseMirror ol {
    padding-left: ${({ theme }) => theme.space.lg}px;
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

/** The editor's extensions: what the shared HTML allow-list keeps, nothing the site would drop. */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      // An empty paragraph after every closing heading or picture would end up in the HTML.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto', 'tel'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

/** How many of its own texts the editor remembers until the page hands them back. */
const UNANSWERED_MAX = 100;

export interface RichTextEditorProps {
  /** Names the editing area. */
  label: string;
  /**
   * HTML. The editor starts from it and follows a new value given from outside (another item
   * loaded); the texts it gave through `onChange`, handed back late or not, change nothing.
   */
  value: string;
  onChange: (html: string) => void;
  /** What pictures placed into the text are uploaded as. */
  imagePurpose?: MediaPurpose;
  error?: string | null;
  /** Gives the editor's handle to the page (tests, focusing after an error). */
  onReady?: (editor: Editor) => void;
}

/**
 * Rich text (TipTap): headings, bold, italic, lists, links and uploaded pictures, with a
 * keyboard-usable toolbar in Turkish. Gives HTML; the server cleans it with the shared
 * allow-list before it stores it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  imagePurpose = 'news-inline',
  error,
  onReady,
}: RichTextEditorProps) {
  const labelId = useId();
  const fileRef = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The last `value` the editor has dealt with: at first the text it is made with.
  const lastValue = useRef(value);
  // HTML the editor has given out that the page has not yet handed back as `value`, oldest
  // first. The page draws after the editor's update, and under load the next key often comes
  // first: the value it then hands back is an older text of the editor's own, not a new one.
  const unanswered = useRef<string[]>([]);

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-testid': 'rich-text-content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      unanswered.current.push(html);
      // A page that never hands the text back would otherwise keep every version of it.
      if (unanswered.current.length > UNANSWERED_MAX) unanswered.current.shift();
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);

  // Only a value from outside (another item loaded in place) replaces the text. The value is
  // not compared with the editor's HTML: the loaded text is written differently (the server's
  // cleaner adds `loading` to pictures), and an echo of the editor's own can be older than
  // what it holds now. Replacing the document for either threw away the keys typed since
  // and put the caret at the end of the text.
  useEffect(() => {
    if (!editor || value === lastValue.current) return;
    lastValue.current = value;
    const echo = unanswered.current.indexOf(value);
    if (echo !== -1) {
      unanswered.current.splice(0, echo + 1);
      return;
    }
    unanswered.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertPicture = async (file: File | undefined) => {
    if (!editor || !file) return;
    setUploadError(null);
    setUploading(true);
    const outcome = await uploadOne(file, imagePurpose, 'image/*', () => {});
    setUploading(false);
    if (!outcome.ok) {
      setUploadError(outcome.error);
      return;
    }
    const alt = file.name.replace(/\.[^.]+$/, '');
    // The largest stored size: the server recognises (and keeps) the upload by this address.
    editor.chain().focus().setImage({ src: outcome.file.url, alt }).run();
  };

  const actions = useToolbarActions(editor, {
    uploading,
    onLink: () => setLinkOpen(true),
    onImage: () => fileRef.current?.click(),
  });

  return (
    <Wrap data-testid="rich-text-editor">
      <Label id={labelId}>{label}</Label>
      <Frame $invalid={Boolean(error)}>
        <RichTextToolbar label={texts.toolbar} actions={actions} />
        <Content>
          <EditorContent editor={editor} />
        </Content>
      </Frame>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={texts.image}
        data-testid="rich-text-image-input"
        onChange={(event) => {
          void insertPicture(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {uploading ? <Notice tone="info">{texts.imageUploading}</Notice> : null}
      {uploadError ? <Notice tone="error">{uploadError}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <LinkDialog
        open={linkOpen}
        current={editor?.getAttributes('link').href ?? ''}
        onClose={() => {
          setLinkOpen(false);
          editor?.commands.focus();
        }}
        onSave={(href) => {
          setLinkOpen(false);
          editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          setLinkOpen(false);
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
      />
    </Wrap>
  );
}
