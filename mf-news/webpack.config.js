const { createAppConfig } = require('@kanat/shared/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_news',
  exposes: { './routes': './src/exposed/routes.tsx' },
});
