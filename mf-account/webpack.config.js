const { createAppConfig } = require('@kanat/shared/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  title: 'Kanat Mezat · Hesap',
  exposes: { './routes': './src/exposed/routes.tsx' },
});
