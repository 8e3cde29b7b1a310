import { defineMain } from '@storybook/react-vite/node'

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  // The app's public files and the MSW worker (kept out of public/ so production never ships it).
  staticDirs: ['../public', '../mocks/public'],
  // The app's icon, so the preview does not ask for a missing /favicon.ico.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="favicon.svg" />`,
  core: { disableTelemetry: true },
  // The app's service worker (vite-plugin-pwa, issue 23) is the production build's: Storybook has none to build.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat(Infinity).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa'))),
  }),
})
