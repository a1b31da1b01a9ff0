import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { globalCss } from './global-css';
import { ensureGlobalStyle, GLOBAL_STYLE_ATTRIBUTE, GlobalStyle } from './global-style';
import { theme } from './theme';

const resets = () => document.head.querySelectorAll(`style[${GLOBAL_STYLE_ATTRIBUTE}]`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('GlobalStyle', () => {
  it('puts the resets at the top of the head of a page the server did not draw', async () => {
    document.head.innerHTML = '<style data-styled="active"></style>';
    render(<GlobalStyle />);
    await waitFor(() => expect(resets()).toHaveLength(1));
    expect(document.head.firstElementChild).toBe(resets()[0]);
    expect(resets()[0]?.textContent).toBe(globalCss(theme));
    expect(resets()[0]?.textContent).toContain('box-sizing:border-box');
    expect(resets()[0]?.textContent).toContain(`background:${theme.colors.background}`);
  });

  it('leaves the resets the server wrote as they are', async () => {
    document.head.innerHTML = `<style ${GLOBAL_STYLE_ATTRIBUTE}>${globalCss(theme)}</style>`;
    const written = resets()[0];
    render(
      <>
        <GlobalStyle />
        <GlobalStyle />
      </>,
    );
    await ensureGlobalStyle();
    expect(resets()).toHaveLength(1);
    expect(resets()[0]).toBe(written);
  });

  it('adds nothing to styled-components’ server sheet (the resets are not its rules)', () => {
    const sheet = new ServerStyleSheet();
    try {
      expect(renderToString(sheet.collectStyles(<GlobalStyle />))).toBe('');
      expect(sheet.getStyleTags()).not.toContain('box-sizing');
    } finally {
      sheet.seal();
    }
  });
});
