import process from 'node:process'
import { getJestConfig } from '@storybook/test-runner'

// The test runner's own configuration, with the system Chromium instead of a Playwright-downloaded one
// (our machines have none): the same CHROMIUM_PATH the end-to-end tests use.
const config = getJestConfig()
const jestPlaywright = config.testEnvironmentOptions['jest-playwright']

export default {
  ...config,
  testEnvironmentOptions: {
    ...config.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      },
    },
  },
}
