import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import { causeList } from '@mocks/queries'
import { provider, localToday } from '@mocks/provider'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { ACTION_CLOSED, NO_CASES_ON } from '@mocks/handlers/dashboard'
import { signInAs } from '../support/session'

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const paging = { pageNumber: 1, pageSize: 10, SearchText: '', EncryptedAdvocateCode: advocateCode }

describe('case calendar', () => {
  it('counts the cases of each day of the asked months, as the cause list has them', async () => {
    await signInAs('advocate')
    const today = localToday()
    const months = [0, 1, 2].map((i) => new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + i, 1))
    const { data } = await api.POST('/get-schedule-case-date-list', {
      body: { encryptedAdvocateCode: advocateCode, caseMonths: months.map((m) => m.getMonth() + 1), caseYears: months.map((m) => m.getFullYear()) },
    })
    const days = data!.data.scheduleCaseDateList
    expect(days.length).toBeGreaterThan(30)
    const expected = causeList(provider().db, DEMO_ADVOCATE_CODE, days[0].caseDate, days.at(-1)!.caseDate)
    for (const day of days) expect(day.caseCount).toBe(expected.get(day.caseDate)?.length)
  })

  it('prints a day as a PDF and says so when a day has no case', async () => {
    await signInAs('advocate')
    const { data } = await api.POST('/get-schedule-case-date-list', { body: { encryptedAdvocateCode: advocateCode, caseMonths: [Number(localToday().slice(5, 7))], caseYears: [Number(localToday().slice(0, 4))] } })
    const busy = data!.data.scheduleCaseDateList[0]
    const pdf = await readPdf((await api.POST('/get-case-date-pdf-list', { body: { EncryptedAdvocateCode: advocateCode, CaseDate: busy.caseDate }, parseAs: 'blob' })).data)
    expect(await pdf.slice(0, 5).text()).toBe('%PDF-')
    expect(pdf.size).toBeGreaterThan(5000)
    const sunday = ['2026-11-22', '2026-11-29'].find((d) => !data!.data.scheduleCaseDateList.some((s) => s.caseDate === d)) ?? '2026-11-22'
    const empty = api.POST('/get-case-date-pdf-list', { body: { EncryptedAdvocateCode: advocateCode, CaseDate: sunday }, parseAs: 'blob' }).then((r) => readPdf(r.data))
    await expect(empty).rejects.toEqual(new ApiError(NO_CASES_ON(sunday), 404))
  })
})

describe('dashboard lists', () => {
  it('keeps the clerk to the advocate’s clients whatever code is sent', async () => {
    await signInAs('clerk')
    const { data } = await api.POST('/client-list', { body: { ...paging, EncryptedAdvocateCode: encryptId('advocate', 999) } })
    const mine = provider().db.clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    expect(data!.data.totalCount).toBe(mine.length)
    expect(data!.data.clientList).toHaveLength(10)
  })

  it('counts each client’s cases and lists them for the popup', async () => {
    await signInAs('advocate')
    const { data } = await api.POST('/client-list', { body: { ...paging, pageSize: 100 } })
    const client = data!.data.clientList.find((c) => c.totalNoOfCase > 1)!
    const detail = await api.POST('/client-case-detail-list', { body: { encryptedAdvocateCode: advocateCode, clientCode: client.clientCode } })
    expect(detail.data!.data.clientCaseDetailList).toHaveLength(client.totalNoOfCase)
  })

  it('searches clients and starts the count again', async () => {
    await signInAs('advocate')
    const first = provider().db.clients.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
    const { data } = await api.POST('/client-list', { body: { ...paging, SearchText: first.clientName.toLowerCase() } })
    expect(data!.data.clientList.map((c) => c.clientName)).toContain(first.clientName)
    expect(data!.data.totalCount).toBeLessThan(5)
  })

  it('closes an open action once, with the modifier’s name, and the list shows it', async () => {
    await signInAs('advocate')
    const list = async () => (await api.POST('/get-action-details-list', { body: { ...paging, pageSize: 200 } })).data!.data.actionDetailsList
    const open = (await list()).find((a) => a.reminderStatus === 'Open')!
    const closed = await api.POST('/update-action-detail-status', { body: { actionDetailId: open.actionDetailId, reminderStatus: 'Close', modifiedBy: 'Ananya Deshpande' } })
    expect(closed.data?.message).toBe(ACTION_CLOSED)
    expect((await list()).find((a) => a.actionDetailId === open.actionDetailId)).toMatchObject({ reminderStatus: 'Close', modifiedBy: 'ANANYA DESHPANDE' })
    await expect(api.POST('/update-action-detail-status', { body: { actionDetailId: open.actionDetailId, reminderStatus: 'Close', modifiedBy: 'X' } })).rejects.toMatchObject({ status: 409 })
  })

  it('lists ongoing cases whose next date has passed, oldest first', async () => {
    await signInAs('advocate')
    const { data } = await api.POST('/case-next-date-list', { body: paging })
    const rows = data!.data.caseNextDateList
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.status === 'ONGOING' && r.nextDate < localToday())).toBe(true)
    expect(rows.map((r) => r.nextDate)).toEqual([...rows.map((r) => r.nextDate)].sort())
    expect(rows[0].nextDate >= addDays(localToday(), -120)).toBe(true)
  })
})
