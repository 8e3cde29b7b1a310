import { describe, expect, it, vi } from 'vitest'
import { localToday, provider } from '@mocks/provider'
import { TEST_TODAY } from '../setup-clock'

describe('the suite runs on one fixed day', () => {
  it('builds the mock provider around TEST_TODAY, and the clock says that day', () => {
    expect(localToday()).toBe(TEST_TODAY)
    expect(provider().options.today).toBe(TEST_TODAY)
  })

  it('gives the day back to the next test after a test moved the clock', () => {
    vi.setSystemTime(new Date(2031, 0, 5, 12))
    expect(localToday()).toBe('2031-01-05')
  })

  it('starts this test on TEST_TODAY again', () => {
    expect(localToday()).toBe(TEST_TODAY)
  })

  it('lets time run (a clock frozen still would hide waits that never end)', async () => {
    const before = Date.now()
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(before))
  })
})
