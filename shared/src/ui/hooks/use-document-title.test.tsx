import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

beforeEach(() => {
  document.title = 'Önceki Sayfa | Kanat Mezat';
});

describe('useDocumentTitle', () => {
  it('shows the title while the page is on screen, and each new one it is given', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Haberler | Kanat Mezat' as string | null },
    });
    expect(document.title).toBe('Haberler | Kanat Mezat');
    rerender({ title: 'Güvercin Yarışları | Kanat Mezat' });
    expect(document.title).toBe('Güvercin Yarışları | Kanat Mezat');
  });

  it('leaves the last title in place while the page does not know its name yet', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('Önceki Sayfa | Kanat Mezat');
    rerender({ title: 'Şampiyon Gök Alaca | Kanat Mezat' });
    expect(document.title).toBe('Şampiyon Gök Alaca | Kanat Mezat');
  });

  it('adds no <title> element of its own', () => {
    renderHook(() => useDocumentTitle('Galeri | Kanat Mezat'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
