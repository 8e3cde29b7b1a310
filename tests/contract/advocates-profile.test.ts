import { File as NodeFile } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { multipartBody } from '@/api/multipart'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { READ_ONLY, SINCE_FUTURE } from '@mocks/handlers/advocate-forms'
import { ADVOCATE_UPDATED, CODE_FOR_UPDATE, EMAIL_FREE, EMAIL_IN_USE, MOBILE_IN_USE, NOT_EMAIL_OR_MOBILE, ONE_OF_EMAIL_PHONE, VERIFICATION_SENT } from '@mocks/handlers/advocates'
import { ACCOUNT_CONFIRMED, CONTACT_CONFIRMED } from '@mocks/handlers/session'
import { MESSAGES } from '@mocks/http'
import { lastMail } from '@mocks/outbox'
import { LOGO_SVG, REFUSED_SVGS } from '@/lib/svg-picture.fixtures'
import { PICTURE_EMPTY, PICTURE_EXTENSION, PICTURE_MAX_BYTES, PICTURE_SIZE, PICTURE_UNSAFE_SVG } from '@mocks/picture'
import { provider } from '@mocks/provider'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

const db = () => provider().db
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const demo = () => db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
const other = () => db().advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE)!
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]


/** The profile's save as the screen sends it: the read-only fields as loaded. */
function profileForm(patch: Record<string, unknown> = {}) {
  const a = demo()
  return {
    IsProfile: true,
    EncryptedAdvocateCode: own,
    AdvocateName: a.advocateName.toUpperCase(),
    AdvocateAddress1: a.advocateAddress1,
    AdvocateAddress2: a.advocateAddress2,
    AdvocateAddress3: a.advocateAddress3,
    CountryCode: a.countryCode,
    StateCode: a.stateCode,
    NoOfUsers: a.noOfUsers,
    ChamberNo: 'CHAMBER 12',
    PracticingSince: '2004',
    ContactPerson: 'R. K. MEHTA',
    NeedSEO: 'Y',
    landlineNo: '02222334455',
    ClientProfile: 'CIVIL AND PROPERTY MATTERS',
    GSTNo: '27ABCDE1234F1Z5',
    AdvocatePortalURl: 'https://mehta.example.in',
    IsDeleteAdvocatePicFile: false,
    modifyUser: 'ADVOCATE',
    ...patch,
  }
}
const update = (fields: object) => api.POST('/update-advocate-detail', { body: fields as never, bodySerializer: multipartBody })

/**
 * The test DOM's File and FormData are not the ones its fetch sends, which would lose a file's bytes and name:
 * a form with a file is built from the runtime's own FormData and File, and its boundary set by the request.
 */
const NativeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData
async function updateWithPicture(fields: Record<string, unknown>, field: string, file: NodeFile) {
  const form = new NativeFormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  form.append(field, file as unknown as Blob)
  return api.POST('/update-advocate-detail', { body: {} as never, bodySerializer: () => form, headers: { 'Content-Type': null } })
}
const picture = (name: string, bytes: ArrayLike<number> | string, size?: number) => {
  const head = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : Uint8Array.from(bytes)
  const all = new Uint8Array(size ?? head.length)
  all.set(head.subarray(0, all.length))
  return new NodeFile([all], name)
}

describe('advocate detail and profile calls', () => {
  it("reads one's own advocate with its login id; another advocate is not found; the administrator reads any", async () => {
    await signInAs('advocate')
    const { data } = await api.POST('/view-advocate-detail', { body: { EncryptedAdvocateCode: own } })
    expect(data!.data).toMatchObject({ encryptedAdvocateCode: own, advocateName: demo().advocateName, loginUserID: 'advocate', email: demo().email })
    const theirs = encryptId('advocate', other().advocateCode)
    expect(await failure(api.POST('/view-advocate-detail', { body: { EncryptedAdvocateCode: theirs } }))).toEqual({ status: 404, message: MESSAGES.notFound('The advocate') })
    await signInAs('admin')
    const any = await api.POST('/view-advocate-detail', { body: { EncryptedAdvocateCode: theirs } })
    expect(any.data!.data.advocateName).toBe(other().advocateName)
  })

  it('saves the profile, keeps e-mail and mobile, and removes the website when it is sent empty', async () => {
    await signInAs('advocate')
    const before = { email: demo().email, mobileNo: demo().mobileNo }
    const { data } = await update(profileForm())
    expect(data!.message).toBe(ADVOCATE_UPDATED)
    expect(demo()).toMatchObject({ chamberNo: 'CHAMBER 12', practiceSince: '2004', gstNo: '27ABCDE1234F1Z5', advocatePortalUrl: 'https://mehta.example.in', ...before })
    await update(profileForm({ AdvocatePortalURl: '' }))
    expect(demo().advocatePortalUrl).toBe('')
  })

  it("refuses a changed read-only field, a future practice year, a bad website, another advocate and the Advocate module's shape", async () => {
    await signInAs('advocate')
    expect(await failure(update(profileForm({ AdvocateName: 'SOMEONE ELSE' })))).toEqual({ status: 400, message: READ_ONLY('AdvocateName') })
    expect(await failure(update(profileForm({ NoOfUsers: demo().noOfUsers + 5 })))).toEqual({ status: 400, message: READ_ONLY('NoOfUsers') })
    expect(await failure(update(profileForm({ PracticingSince: String(new Date().getFullYear() + 1) })))).toEqual({ status: 400, message: SINCE_FUTURE })
    expect((await failure(update(profileForm({ AdvocatePortalURl: 'mehta.example.in' })))).message).toBe('AdvocatePortalURl is not in the expected format.')
    expect((await failure(update(profileForm({ EncryptedAdvocateCode: encryptId('advocate', other().advocateCode) })))).status).toBe(404)
    const a = demo()
    const moduleForm = { IsProfile: false, encryptedAdvocateCode: own, advocateName: 'X', chamberNo: '1', countryCode: a.countryCode, stateCode: a.stateCode, email: a.email, mobileNo: a.mobileNo, noOfUsers: 99, modifyUser: 'ADVOCATE' }
    expect(await failure(update(moduleForm))).toEqual({ status: 403, message: MESSAGES.noAccess })
    await signInAs('admin')
    await update({ ...moduleForm, advocateName: 'MEHTA AND ASSOCIATES', noOfUsers: 7, modifyUser: 'ADMIN' })
    expect(demo()).toMatchObject({ advocateName: 'MEHTA AND ASSOCIATES', noOfUsers: 7 })
  })

  it('checks the form as a multipart form: not JSON, no field twice, flags as true or false', async () => {
    await signInAs('advocate')
    expect((await failure(api.POST('/update-advocate-detail', { body: profileForm() as never }))).message).toBe('The request body must be a multipart form (multipart/form-data).')
    const twice = multipartBody(profileForm())
    twice.append('ChamberNo', 'AGAIN')
    expect((await failure(api.POST('/update-advocate-detail', { body: {} as never, bodySerializer: () => twice }))).message).toBe('ChamberNo is sent more than once.')
    expect((await failure(update(profileForm({ IsDeleteAdvocatePicFile: 'maybe' })))).message).toBe('IsDeleteAdvocatePicFile must be true or false.')
    expect((await failure(update(profileForm({ ChamberNo: '' })))).message).toBe('ChamberNo cannot be empty.')
  })

  it('stores a picture as a data URL, serves it back, and removes it on the delete flag', async () => {
    await signInAs('advocate')
    await updateWithPicture(profileForm(), 'AdvocatePictureFile', picture('me.png', PNG, PICTURE_MAX_BYTES))
    const { data } = await api.POST('/view-advocate-detail', { body: { EncryptedAdvocateCode: own } })
    expect(data!.data.advocatePicFileURL).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    expect(data!.data.advocatePicFile).toBe(`advocate-${DEMO_ADVOCATE_CODE}.png`)
    await updateWithPicture(profileForm(), 'AdvocatePictureFile', picture('x.png.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>'))
    expect(demo().advocatePicFileURL).toMatch(/^data:image\/svg\+xml;base64,/)
    await updateWithPicture(profileForm(), 'AdvocatePictureFile', picture('logo.svg', LOGO_SVG))
    expect(demo().advocatePicFileURL).toBe(`data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`)
    await update(profileForm({ IsDeleteAdvocatePicFile: true }))
    expect(demo().advocatePicFileURL).toBeNull()
  })

  it.each([
    ['an empty file', () => picture('me.png', [], 0), PICTURE_EMPTY],
    ['one byte over 2 MB', () => picture('me.png', PNG, PICTURE_MAX_BYTES + 1), PICTURE_SIZE],
    ['a gif', () => picture('me.gif', 'GIF89a'), PICTURE_EXTENSION],
    ['a renamed PDF', () => picture('me.png', '%PDF-1.7'), PICTURE_EXTENSION],
    ['an SVG with a script', () => picture('me.svg', '<svg><script>alert(1)</script></svg>'), PICTURE_UNSAFE_SVG],
    ['an SVG with onload', () => picture('me.svg', '<svg onload="alert(1)"></svg>'), PICTURE_UNSAFE_SVG],
    ['an SVG with a foreignObject', () => picture('me.svg', '<svg><foreignObject/></svg>'), PICTURE_UNSAFE_SVG],
    ...REFUSED_SVGS.map(([what, text]): [string, () => NodeFile, string] => [`an SVG with ${what}`, () => picture('me.svg', text), PICTURE_UNSAFE_SVG]),
  ])('refuses %s with 400 and keeps the stored picture', async (_, file, message) => {
    await signInAs('advocate')
    demo().advocatePicFileURL = 'data:image/png;base64,iVBORw0KGgo='
    expect(await failure(updateWithPicture(profileForm(), 'AdvocatePictureFile', file()))).toEqual({ status: 400, message: `AdvocatePictureFile: ${message}` })
    expect(demo().advocatePicFileURL).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it("answers 200 when another advocate uses the value, and not for one's own", async () => {
    await signInAs('advocate')
    const check = (body: object) => api.POST('/check-email-phone-exists', { body: body as never })
    const taken = await check({ email: other().email.toUpperCase(), isUpdate: true, encryptedAdvocateCode: own })
    expect(taken.data!.message).toBe(EMAIL_IN_USE(other().advocateName))
    expect((await check({ phoneNumber: other().mobileNo, isUpdate: true, encryptedAdvocateCode: own })).data!.message).toBe(MOBILE_IN_USE(other().advocateName))
    expect(await failure(check({ email: demo().email, isUpdate: true, encryptedAdvocateCode: own }))).toEqual({ status: 404, message: EMAIL_FREE })
    expect(await failure(check({ email: 'a@b.in', phoneNumber: '9123456780', isUpdate: true, encryptedAdvocateCode: own }))).toEqual({ status: 400, message: ONE_OF_EMAIL_PHONE })
    expect(await failure(check({ email: 'a@b.in', isUpdate: true }))).toEqual({ status: 400, message: CODE_FOR_UPDATE })
    expect(await failure(check({ email: 'a@b.in', isUpdate: false }))).toEqual({ status: 403, message: MESSAGES.forbidden })
  })

  it('verification mails a single-use link to the new e-mail or mobile number, which changes only when the link is opened', async () => {
    await signInAs('advocate')
    const before = { email: demo().email, mobileNo: demo().mobileNo }
    const { data } = await api.POST('/verify-email-mobile-no', { body: { EncryptedAdvocateCode: own, EmailOrMobileNo: 'New.Mail@Example.in' } })
    expect(data!.message).toBe(VERIFICATION_SENT('new.mail@example.in'))
    expect(demo().email).toBe(before.email)
    const confirm = (id: string, emailOrMobileNo: string) =>
      api.GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', { params: { path: { encryptedAdvocateCode: id, emailOrMobileNo } } })
    // The advocate's own code, which the whole practice knows, does not confirm it: only the mailed link does.
    expect((await failure(confirm(own, 'new.mail@example.in'))).status).toBe(404)
    const link = /^\/validate-advocate\/([^/]+)\/new\.mail%40example\.in$/.exec(lastMail('new.mail@example.in')!.link)!
    expect(link[1]).not.toBe(own)
    expect((await confirm(link[1]!, 'new.mail@example.in')).data!.message).toBe(CONTACT_CONFIRMED('new.mail@example.in'))
    expect(demo().email).toBe('new.mail@example.in')
    expect((await failure(confirm(link[1]!, 'new.mail@example.in'))).status).toBe(404)
    // The account-ready link still answers for the confirmed address.
    expect((await confirm(own, 'new.mail@example.in')).data!.message).toBe(ACCOUNT_CONFIRMED)
    await api.POST('/verify-email-mobile-no', { body: { EncryptedAdvocateCode: own, EmailOrMobileNo: '9123456780' } })
    expect(demo().mobileNo).toBe(before.mobileNo)
    const sms = lastMail('9123456780')!.link.split('/')
    await confirm(sms[2]!, '9123456780')
    expect(demo().mobileNo).toBe('9123456780')
    expect(await failure(api.POST('/verify-email-mobile-no', { body: { EncryptedAdvocateCode: own, EmailOrMobileNo: '0123' } }))).toEqual({ status: 400, message: NOT_EMAIL_OR_MOBILE })
    const theirs = encryptId('advocate', other().advocateCode)
    expect((await failure(api.POST('/verify-email-mobile-no', { body: { EncryptedAdvocateCode: theirs, EmailOrMobileNo: 'x@y.in' } }))).status).toBe(404)
  })
})
