const { createAppConfig } = require('@kanat/shared/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_admin',
  exposes: { './routes': './src/exposed/routes.tsx' },
});
