import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRevealed } from './use-revealed'

describe('useRevealed', () => {
  it('gives the first items at once, then the rest in steps, and starts again when told', async () => {
    const seen: number[] = []
    const { result, rerender } = renderHook(({ reset }) => {
      const shown = useRevealed(8, 2, 3, reset)
      seen.push(shown)
      return shown
    }, { initialProps: { reset: 'a' } })
    expect(seen[0]).toBe(2)
    await waitFor(() => expect(result.current).toBe(8))
    // Each step adds at most three: 2, 5, 8.
    expect([...new Set(seen)]).toEqual([2, 5, 8])

    seen.length = 0
    act(() => rerender({ reset: 'b' }))
    expect(seen[0]).toBe(2)
    await waitFor(() => expect(result.current).toBe(8))
  })

  it('never gives more than there are', () => {
    const { result } = renderHook(() => useRevealed(1, 20, 25, 'day'))
    expect(result.current).toBe(1)
  })
})
