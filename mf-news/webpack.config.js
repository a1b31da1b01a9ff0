const { createAppConfig } = require('@kanat/shared/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_news',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './home-news': './src/exposed/home-news.tsx',
    './home-gallery': './src/exposed/home-gallery.tsx',
  },
});
