import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { type FetchStub, stubFetch } from '../../../../shared/test/fetch-stub';
import { renderWithTheme } from '../../../../shared/test/render';
import { storedMedia } from '../../test/media-files';
import { installProseMirrorDom } from './prosemirror-dom';
import { RichTextEditor } from './rich-text-editor';

installProseMirrorDom();

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Haber metni"
        value={html}
        onChange={setHtml}
        onReady={(editor) => {
          current = editor;
        }}
      />
      <output data-testid="html">{html}</output>
    </>
  );
}

let current: Editor | null = null;
const html = () => screen.getByTestId('html').textContent;
const tool = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Metin biçimlendirme' })).getByRole('button', {
    name,
  });
const selectAll = () =>
  act(() => {
    current?.commands.selectAll();
  });

describe('RichTextEditor (TipTap)', () => {
  it('shows the loaded HTML and a toolbar with Turkish labels', () => {
    renderWithTheme(<Harness initial="<h2>Başlık</h2><p>Merhaba</p>" />);
    const content = screen.getByRole('textbox', { name: 'Haber metni' });
    expect(content.innerHTML).toContain('<h2>Başlık</h2><p>Merhaba</p>');
    const names = within(screen.getByRole('toolbar'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Kalın',
      'İtalik',
      'Başlık 2',
      'Başlık 3',
      'Madde listesi',
      'Numaralı liste',
      'Bağlantı',
      'Resim',
      'Geri al',
      'Yinele',
    ]);
  });

  it('formats the selection from the toolbar and gives HTML out', async () => {
    renderWithTheme(<Harness initial="<p>Güvercin yarışı</p>" />);
    await selectAll();
    fireEvent.click(tool('Kalın'));
    await waitFor(() => expect(html()).toBe('<p><strong>Güvercin yarışı</strong></p>'));
    expect(tool('Kalın').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tool('İtalik'));
    await waitFor(() => expect(html()).toBe('<p><strong><em>Güvercin yarışı</em></strong></p>'));
    fireEvent.click(tool('Başlık 2'));
    await waitFor(() => expect(html()).toBe('<h2><strong><em>Güvercin yarışı</em></strong></h2>'));
    fireEvent.click(tool('Başlık 3'));
    await waitFor(() => expect(html()).toMatch(/^<h3>/));
    fireEvent.click(tool('Başlık 3'));
    await waitFor(() => expect(html()).toMatch(/^<p>/));
    act(() => {
      current?.commands.setTextSelection(3);
    });
    fireEvent.click(tool('Madde listesi'));
    await waitFor(() => expect(html()).toMatch(/^<ul><li><p>/));
    fireEvent.click(tool('Numaralı liste'));
    await waitFor(() => expect(html()).toMatch(/^<ol><li><p>/));
    // Quick changes are one step of the history (TipTap groups them), so undo takes them back together.
    fireEvent.click(tool('Geri al'));
    await waitFor(() => expect(html()).not.toMatch(/^<ol>/));
    fireEvent.click(tool('Yinele'));
    await waitFor(() => expect(html()).toMatch(/^<ol><li><p>/));
  });

  it('adds a link through its dialog, refusing an unsafe address', async () => {
    renderWithTheme(<Harness initial="<p>Kanat Mezat</p>" />);
    await selectAll();
    fireEvent.click(tool('Bağlantı'));
    const address = await screen.findByLabelText('Bağlantı adresi');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı ekle' }));
    expect(
      await screen.findByText('Adres https://, http://, mailto: ya da tel: ile başlamalı.'),
    ).toBeTruthy();
    fireEvent.change(address, { target: { value: 'kanatmezat.com.tr/haberler' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı ekle' }));
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://kanatmezat.com.tr/haberler">Kanat Mezat</a></p>',
    );
  });

  it('uploads a picture as news-inline and inserts it at the cursor', async () => {
    server.on('POST', '/api/staff/uploads', {
      status: 201,
      body: storedMedia('r1', { purpose: 'news-inline', url: '/media/news/r1-1280.jpg' }),
    });
    renderWithTheme(<Harness initial="<p>Önce</p>" />);
    await act(async () => {
      fireEvent.change(screen.getByTestId('rich-text-image-input'), {
        target: { files: [new File(['jpeg'], 'kus.jpg', { type: 'image/jpeg' })] },
      });
    });
    await waitFor(() => expect(html()).toContain('<img src="/media/news/r1-1280.jpg" alt="kus">'));
    expect(server.requests[0]?.body).toMatchObject({ purpose: 'news-inline', fileName: 'kus.jpg' });
  });

  it('shows the server reason when a picture is refused', async () => {
    server.on('POST', '/api/staff/uploads', {
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'Resim okunamadı; JPEG, PNG, WebP ya da GIF yükleyin.',
        },
      },
    });
    renderWithTheme(<Harness />);
    await act(async () => {
      fireEvent.change(screen.getByTestId('rich-text-image-input'), {
        target: { files: [new File(['x'], 'bozuk.jpg', { type: 'image/jpeg' })] },
      });
    });
    expect(await screen.findByText(/bozuk\.jpg yüklenemedi: Resim okunamadı/)).toBeTruthy();
    expect(html()).toBe('');
  });

  describe('while the page renders behind the typing', () => {
    // The loaded body as the server stores it: its cleaner adds `loading` to pictures, which
    // the editor does not keep, so the editor's own HTML of it is not the same string.
    const loaded =
      '<h2>Kayıtlar açıldı</h2><ul><li><p>Yarış takvimi</p></li><li><p>Açık arttırma kuralları</p></li></ul>' +
      '<img src="/media/news/r1-1280.jpg" alt="kus" loading="lazy">';
    const items = () =>
      Array.from(screen.getByTestId('rich-text-content').querySelectorAll('li')).map(
        (li) => li.textContent,
      );

    /** The editor given `value` by hand, as a page whose render lags its onChange would. */
    function renderLagging() {
      const given: string[] = [];
      let editor: Editor | null = null;
      let firstDoc: unknown = null;
      const ui = (value: string) => (
        <RichTextEditor
          label="Haber metni"
          value={value}
          onChange={(next) => given.push(next)}
          onReady={(ready) => {
            editor = ready;
            firstDoc ??= ready.state.doc;
          }}
        />
      );
      const view = renderWithTheme(ui(loaded));
      return {
        given,
        editor: () => editor as unknown as Editor,
        /** The document the editor showed when it came up. */
        firstDoc: () => firstDoc,
        pageRenders: (value: string) => view.rerender(ui(value)),
      };
    }

    /** The caret at the end of the list item with this text, as a click and End put it. */
    const caretAtEndOf = (editor: Editor, text: string) => {
      let end = -1;
      editor.state.doc.descendants((node, pos) => {
        if (node.isTextblock && node.textContent === text) end = pos + 1 + node.content.size;
      });
      act(() => {
        editor.commands.setTextSelection(end);
      });
    };

    it('takes in the loaded text once: the document is not replaced after it shows', () => {
      const page = renderLagging();
      // A replacement after it shows would move a caret the user had put in meanwhile.
      expect(page.editor().state.doc).toBe(page.firstDoc());
      // The page draws again (another field changed) with the same loaded value.
      page.pageRenders(loaded);
      expect(page.editor().state.doc).toBe(page.firstDoc());
      expect(page.given).toEqual([]);
    });

    it('keeps the keys typed before the page hands back the text of an earlier key', () => {
      const page = renderLagging();
      const editor = page.editor();
      caretAtEndOf(editor, 'Açık arttırma kuralları');
      act(() => {
        editor.commands.splitListItem('listItem');
      });
      act(() => {
        editor.commands.insertContent('K');
      });
      // Only now does the page draw with the text after Enter: the K came first.
      page.pageRenders(page.given[0] as string);
      act(() => {
        editor.commands.insertContent('atılım');
      });
      page.pageRenders(page.given[1] as string);
      page.pageRenders(page.given[2] as string);
      act(() => {
        editor.commands.insertContent(' ücretsiz');
      });
      page.pageRenders(page.given.at(-1) as string);
      expect(items()).toEqual(['Yarış takvimi', 'Açık arttırma kuralları', 'Katılım ücretsiz']);
      expect(editor.state.selection.$head.parent.textContent).toBe('Katılım ücretsiz');
    });

    it('still takes a new text given from outside', () => {
      const page = renderLagging();
      page.pageRenders('<p>Başka bir haber.</p>');
      expect(screen.getByTestId('rich-text-content').innerHTML).toBe('<p>Başka bir haber.</p>');
      expect(page.given).toEqual([]);
    });
  });

  it('moves along the toolbar with the arrow keys, Home and End (one Tab stop)', () => {
    renderWithTheme(<Harness />);
    const bar = screen.getByRole('toolbar');
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tool('İtalik'));
    fireEvent.keyDown(bar, { key: 'End' });
    expect(document.activeElement).toBe(tool('Yinele'));
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tool('Kalın'));
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tool('Yinele'));
    fireEvent.keyDown(bar, { key: 'Home' });
    expect(document.activeElement).toBe(tool('Kalın'));
    expect(tool('Kalın').tabIndex).toBe(0);
  });
});
