import { beforeEach, vi } from 'vitest'

/** jsdom has no blob URLs and no navigation: records the links the one PDF opener clicks instead. */
export function recordPdfOpens(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = []
  beforeEach(() => {
    clicked.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:report')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
  })
  return clicked
}
