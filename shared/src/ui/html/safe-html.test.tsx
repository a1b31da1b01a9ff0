import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('shows the allowed markup and nothing that could run', () => {
    renderWithTheme(
      <SafeHtml
        html={
          '<h1>Duyuru</h1><p>Yarış <b>Pazar</b> günü.</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>'
        }
        title="Duyuru"
        data-testid="body"
      />,
    );
    const body = screen.getByTestId('body');
    expect(body.textContent).toBe('Yarış Pazar günü.');
    expect(body.querySelector('b')?.textContent).toBe('Pazar');
    expect(body.querySelector('script, [onerror], h1')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('follows a change of its HTML', () => {
    const { rerender } = renderWithTheme(<SafeHtml html="<p>bir</p>" data-testid="body" />);
    rerender(<SafeHtml html="<p>iki</p>" data-testid="body" />);
    expect(screen.getByTestId('body').textContent).toBe('iki');
  });
});
