import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useOutbox } from '@/features/court-day/outbox-store'
import type { QueueItem } from '@/features/court-day/queue'
import { chooseLanguage } from '@/i18n/texts'
import { useUnsavedGuard } from '@/shell/unsaved-guard'
import { renderPage } from '../../tests/support/render-page'
import UpdateNotice from './update-notice'

const pwa = vi.hoisted(() => ({ ready: true, update: vi.fn(async () => undefined) }))
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({ needRefresh: [pwa.ready, () => undefined], offlineReady: [false, () => undefined], updateServiceWorker: pwa.update }),
}))

const waiting = { id: 'a', seq: 1, key: 'k', kind: 'adjourned', state: 'waiting', recordedAt: '2026-11-27T10:00:00Z', payload: {} } as unknown as QueueItem

describe('the new version notice', () => {
  beforeEach(() => {
    pwa.ready = true
    pwa.update.mockClear()
    useOutbox.setState({ items: [] })
  })
  afterEach(() => chooseLanguage('en'))

  it('says nothing while no new version waits', () => {
    pwa.ready = false
    const { container } = render(<UpdateNotice />)
    expect(container).toBeEmptyDOMElement()
  })

  it('announces a new version and applies it only when Reload is chosen, at once when nothing is at stake', async () => {
    const { container } = render(<UpdateNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Case Diary is ready')
    expect(pwa.update).not.toHaveBeenCalled()
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(pwa.update).toHaveBeenCalledTimes(1)
  })

  it('steps aside on Later, the new version still waiting', async () => {
    render(<UpdateNotice />)
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status')).toBeNull()
    expect(pwa.update).not.toHaveBeenCalled()
  })

  it('asks first while a hearing outcome waits to be sent; Not now keeps the version waiting', async () => {
    useOutbox.setState({ items: [waiting] })
    render(<UpdateNotice />)
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reload for the new version?' })
    expect(dialog).toHaveTextContent('1 hearing outcome is waiting to be sent: it stays on this device and is sent after the reload.')
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(pwa.update).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    const again = await screen.findByRole('dialog', { name: 'Reload for the new version?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Reload' }))
    expect(pwa.update).toHaveBeenCalledTimes(1)
  })

  it('asks first while a form on screen has changes not saved', async () => {
    function ChangedForm() {
      return useUnsavedGuard({ dirty: true, save: async () => true }).dialog
    }
    await renderPage(() => (
      <>
        <ChangedForm />
        <UpdateNotice />
      </>
    ))
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(await screen.findByRole('dialog', { name: 'Reload for the new version?' })).toHaveTextContent('This page has changes that are not saved: reloading loses them.')
    expect(pwa.update).not.toHaveBeenCalled()
  })

  it('speaks Marathi', async () => {
    await chooseLanguage('mr')
    render(<UpdateNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('Case Diary ची नवीन आवृत्ती तयार आहे')
    expect(screen.getByRole('button', { name: 'पुन्हा लोड करा' })).toBeVisible()
  })
})
