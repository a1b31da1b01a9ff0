// The yardstick's server render: the page's HTML (styles, markup and data) for one time.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App, type YardstickData } from './app';

/** The whole document; `script` is the client bundle's address. */
export function renderYardstick(data: YardstickData, script: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<App data={data} />));
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ölçüt sayfası</title><meta name="description" content="Web ölçümünün karşılaştırma sayfası">${sheet.getStyleTags()}</head><body><div id="root">${markup}</div><script type="application/json" id="data">${json}</script><script src="${script}" defer></script></body></html>`;
  } finally {
    sheet.seal();
  }
}
