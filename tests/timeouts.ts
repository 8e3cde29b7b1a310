import { cpus, loadavg } from 'node:os'

/**
 * One timeout policy for the whole suite (QUALITY 27): every limit a test may wait is a base figure
 * for a quiet machine times this factor. It follows the machine: TEST_TIMEOUT_SCALE when set,
 * otherwise 2 on CI (others may run beside it) and more when the machine is already busy as the run
 * starts (load per core). A larger factor only lets a slow run finish; a test that should fail still
 * fails, just later. Tests never wait for a fixed time: these are limits, not delays.
 */
function scale(): number {
  const asked = Number(process.env.TEST_TIMEOUT_SCALE)
  if (Number.isFinite(asked) && asked > 0) return asked
  const busy = loadavg()[0] / Math.max(1, cpus().length)
  return Math.min(6, Math.max(process.env.CI ? 2 : 1, Math.ceil(busy)))
}

export const TIMEOUT_SCALE = scale()
/** A limit of `ms` on a quiet machine, scaled for this one. */
export const patience = (ms: number) => Math.round(ms * TIMEOUT_SCALE)
