const { createAppConfig } = require('@kanat/shared/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_auctions',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './home-auctions': './src/exposed/home-auctions.tsx',
    './home-groups': './src/exposed/home-groups.tsx',
  },
});
