import { defineMain } from '@storybook/react-vite/node'

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  // The app's public files and the MSW worker (kept out of public/ so production never ships it).
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true },
})
