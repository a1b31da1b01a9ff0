const { createAppConfig } = require('@kanat/shared/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'Kanat Mezat',
  runtimePlugins: [
    require.resolve('./src/federation/manifest-entry-plugin.ts'),
    require.resolve('./src/federation/remote-failure-plugin.ts'),
  ],
});
