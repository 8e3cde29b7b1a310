import { describe, expect, it } from 'vitest'
import { answerMisfit } from '@/api/answers'
import { misfit, type Shapes } from '@/api/answer-check'
import { ANSWERS, COMPONENTS } from '@/api/answer-shapes.gen'
import { operations, validateResponse } from './openapi-validator'

const shapes: Shapes = { ANSWERS, COMPONENTS }
const ok = (data: unknown) => ({ status: 200, message: 'Success', data })
/** Answers a provider may send by mistake: nothing, no envelope, no data, data of every wrong kind. */
const MALFORMED: [string, unknown][] = [
  ['an empty body {}', {}],
  ['the envelope without data', { status: 200, message: 'Success' }],
  ['data: null', ok(null)],
  ['data: {}', ok({})],
  ['data: []', ok([])],
  ['data: text', ok('x')],
  ['data: a number', ok(7)],
  ['a status of text', { status: '200', message: 'Success', data: null }],
]
const jsonAnswers = operations().filter(({ method, path }) => `${method} ${path}` in ANSWERS)

describe('answer shapes (what the app reads an answer against)', () => {
  it('exist for every operation of the contract that answers JSON', () => {
    expect(jsonAnswers.length).toBe(operations().length)
  })

  it.each(MALFORMED)('judge %s for every operation as the contract does', (_, body) => {
    const disagreements = jsonAnswers.filter(({ method, path }) => (misfit(shapes, ANSWERS[`${method} ${path}`], body) === null) !== (validateResponse(method, path, 200, body) === null))
    expect(disagreements).toEqual([])
  })

  it('name where an answer departs: a wrong type deep inside, a missing required field, a bad item', async () => {
    const avatar = (data: unknown) => answerMisfit('POST', '/view-advocate-detail', ok(data))
    expect(await avatar({ encryptedAdvocateCode: 'x', advocateName: 'A', advocatePicFileURL: 42 })).toBe('answer.data.advocatePicFileURL')
    expect(await avatar({ encryptedAdvocateCode: 'x' })).toBe('answer.data.advocateName')
    expect(await avatar({ encryptedAdvocateCode: 'x', advocateName: 'A', advocatePicFileURL: null, startDate: null })).toBeNull()
    const menu = (data: unknown) => answerMisfit('post', '/get-security-menu-tree-menu-list', ok(data))
    expect(await menu([{ parentId: 0, childId: 1, menuName: 'Dashboard', menuItemPageURL: '/dashboard', menuItemIcon: null }, { parentId: 'top', childId: 2, menuName: 'X', menuItemPageURL: '/x', menuItemIcon: null }])).toBe('answer.data[1].parentId')
    // Fields the contract does not name are the provider's to add.
    expect(await menu([{ parentId: 0, childId: 1, menuName: 'Dashboard', menuItemPageURL: '/dashboard', menuItemIcon: 'home', colour: 'red' }])).toBeNull()
    // A path with parameters is found by its template.
    expect(await answerMisfit('GET', '/get-security-menu-tree-header-list/{encryptedSecurityUserId}', ok(null))).toBe('answer.data')
  })
})
