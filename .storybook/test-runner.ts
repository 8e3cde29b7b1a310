import type { TestRunnerConfig } from '@storybook/test-runner'

/**
 * Hands each story the suite's waiting limit (tests/timeouts.ts, scaled for a busy machine), which
 * npm run test:storybook puts in STORY_PATIENCE: preview.tsx gives it to findBy… and waitFor.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    const ms = Number(process.env.STORY_PATIENCE) || undefined
    await page.evaluate((limit) => Object.assign(globalThis, { storyPatience: limit }), ms)
  },
}

export default config
