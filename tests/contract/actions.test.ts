import { describe, expect, it } from 'vitest'
import type { components } from '@/api/schema.gen'
import { MESSAGES } from '@mocks/http'
import { localToday, provider } from '@mocks/provider'
import { DEMO_ADVOCATE_CODE, addDays, encryptId, type Case } from '@mocks/db'
import { ACTION_ADDED, ACTION_UPDATED, BEFORE_TODAY, CASE_NOT_FOUND, NOT_AFTER_REGISTER } from '@mocks/handlers/actions'
import { signIn } from './fuzz/operations'

type AddRequest = components['schemas']['ActionAddRequest']

const send = (path: string, body: unknown, token: string | null) =>
  fetch(new URL(`/api${path}`, location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
const raw = (method: string, path: string, body: string | undefined, token: string | null) =>
  fetch(new URL(`/api${path}`, location.href), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })
const postAs = (token: string | null) => async (path: '/add-action-details' | '/update-action-details', body: unknown) => {
  const response = await send(path, body, token)
  return { status: response.status, ...((await response.json()) as { message: string; data: unknown }) }
}

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const ownCase = () => provider().db.cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
const otherCase = () => provider().db.cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
/** A date the provider accepts for `c`: after its register date and not before today. */
const later = (c: Case, days = 3) => addDays(c.caseRegisterDate > localToday() ? c.caseRegisterDate : localToday(), days)
const addRequest = (c: Case, patch: Partial<AddRequest> = {}): AddRequest => ({
  EncryptedAdvocateCode: advocateCode,
  ClientCode: String(c.clientCode),
  RegistrationDate: c.caseRegisterDate,
  NextDate: later(c),
  CaseNo: c.clientCaseNo,
  ReminderDays: 3,
  ReminderStatus: 'Open',
  ActionItem: 'Collect certified copy',
  CreatedBy: 'Ananya Deshpande',
  AddUser: 'Ananya Deshpande',
  ...patch,
})
const actionsOf = (c: Case) => provider().db.actionDetails.filter((a) => a.caseId === c.caseId)

describe('add-action-details and update-action-details (spec 2 §7)', () => {
  it('adds an action to the advocate’s case, upper-cased, and lists it with the case', async () => {
    const token = await signIn(raw, 'advocate')
    const target = ownCase()
    const before = actionsOf(target).length
    expect(await postAs(token)('/add-action-details', addRequest(target))).toMatchObject({ status: 200, message: ACTION_ADDED })
    expect(actionsOf(target)).toHaveLength(before + 1)
    expect(actionsOf(target).at(-1)).toMatchObject({
      advocateCode: DEMO_ADVOCATE_CODE,
      clientCode: target.clientCode,
      caseNo: target.clientCaseNo,
      date: later(target),
      reminderDays: 3,
      reminderStatus: 'Open',
      actionItem: 'COLLECT CERTIFIED COPY',
      createdBy: 'ANANYA DESHPANDE',
      modifiedBy: null,
    })
    const list = await send(
      '/get-action-details-list',
      { pageNumber: 1, pageSize: 1000, EncryptedAdvocateCode: advocateCode, ClientCode: String(target.clientCode), CaseNo: target.clientCaseNo },
      token,
    )
    const { data } = (await list.json()) as { data: { actionDetailsList: { actionItem: string }[] } }
    expect(data.actionDetailsList.map((a) => a.actionItem)).toContain('COLLECT CERTIFIED COPY')
  })

  it('updates an action of the case: date, days, status and item replaced, the modifier recorded, the creator kept', async () => {
    const post = postAs(await signIn(raw, 'advocate'))
    const target = ownCase()
    await post('/add-action-details', addRequest(target))
    const added = actionsOf(target).at(-1)!
    const update = {
      ...addRequest(target),
      NextDate: later(target, 8),
      ReminderDays: 12,
      ReminderStatus: 'Close',
      ActionItem: 'file reply',
      CreatedBy: 'SOMEONE ELSE',
    }
    const body = { ...update, EncryptedActionDetailId: encryptId('action', added.actionDetailId), ModifiedBy: 'Rohan Kulkarni' }
    expect(await post('/update-action-details', body)).toMatchObject({ status: 200, message: ACTION_UPDATED })
    expect(provider().db.actionDetails.find((a) => a.actionDetailId === added.actionDetailId)).toMatchObject({
      date: later(target, 8),
      reminderDays: 12,
      reminderStatus: 'Close',
      actionItem: 'FILE REPLY',
      createdBy: 'ANANYA DESHPANDE',
      modifiedBy: 'ROHAN KULKARNI',
    })
  })

  it('refuses an action date before today or not after the register date, with the dialog’s messages', async () => {
    const post = postAs(await signIn(raw, 'advocate'))
    const target = ownCase()
    expect(target.caseRegisterDate < localToday()).toBe(true)
    const before = actionsOf(target).length
    expect(await post('/add-action-details', addRequest(target, { NextDate: addDays(localToday(), -1) }))).toEqual({
      status: 400,
      message: BEFORE_TODAY,
      data: null,
    })
    expect(await post('/add-action-details', addRequest(target, { NextDate: target.caseRegisterDate }))).toEqual({
      status: 400,
      message: NOT_AFTER_REGISTER,
      data: null,
    })
    // The provider checks the case's own register date, whatever the request says it is.
    expect(await post('/add-action-details', addRequest(target, { NextDate: target.caseRegisterDate, RegistrationDate: '2000-01-01' }))).toMatchObject({
      status: 400,
      message: NOT_AFTER_REGISTER,
    })
    expect(actionsOf(target)).toHaveLength(before)
    // Today itself is allowed.
    expect(await post('/add-action-details', addRequest(target, { NextDate: localToday() }))).toMatchObject({ status: 200, message: ACTION_ADDED })
    const added = actionsOf(target).at(-1)!
    const update = {
      ...addRequest(target, { NextDate: addDays(localToday(), -1) }),
      EncryptedActionDetailId: encryptId('action', added.actionDetailId),
      ModifiedBy: 'X',
    }
    expect(await post('/update-action-details', update)).toEqual({ status: 400, message: BEFORE_TODAY, data: null })
    expect(provider().db.actionDetails.find((a) => a.actionDetailId === added.actionDetailId)).toMatchObject({ date: localToday(), modifiedBy: null })
  })

  it('does not find another advocate’s case, nor an action of another case', async () => {
    const post = postAs(await signIn(raw, 'advocate'))
    const foreign = otherCase()
    const before = provider().db.actionDetails.length
    // A non-admin user acts for their own advocate whatever code the request carries.
    expect(await post('/add-action-details', addRequest(foreign, { EncryptedAdvocateCode: encryptId('advocate', foreign.advocateCode) }))).toEqual({
      status: 404,
      message: CASE_NOT_FOUND,
      data: null,
    })
    expect(provider().db.actionDetails).toHaveLength(before)
    const target = ownCase()
    const elsewhere = provider().db.actionDetails.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE && a.caseId !== target.caseId)!
    const update = { ...addRequest(target), EncryptedActionDetailId: encryptId('action', elsewhere.actionDetailId), ModifiedBy: 'X' }
    expect(await post('/update-action-details', update)).toEqual({ status: 404, message: MESSAGES.notFound('The action'), data: null })
    // Another advocate's action is not found, whichever case is named.
    const foreignAction = provider().db.actionDetails.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE)!
    const foreignId = encryptId('action', foreignAction.actionDetailId)
    expect(await post('/update-action-details', { ...addRequest(target), EncryptedActionDetailId: foreignId, ModifiedBy: 'X' })).toMatchObject({
      status: 404,
      message: MESSAGES.notFound('The action'),
    })
    expect(await post('/update-action-details', { ...addRequest(foreign), EncryptedActionDetailId: foreignId, ModifiedBy: 'X' })).toMatchObject({
      status: 404,
      message: CASE_NOT_FOUND,
    })
  })

  it('answers 401 without a token', async () => {
    const target = ownCase()
    const anonymous = postAs(null)
    expect(await anonymous('/add-action-details', addRequest(target))).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
    const update = { ...addRequest(target), EncryptedActionDetailId: encryptId('action', 1), ModifiedBy: 'X' }
    expect(await anonymous('/update-action-details', update)).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
  })
})
