import type { Advocate, SecurityUser } from '../db'
import { KIND, MESSAGES, authUser, fail, http, idOf, isAdmin, ok, requireRight } from '../http'
import { byText, findRow, listOf, sameText } from '../kit'
import { pictureFileName, storedPicture } from '../picture'
import { commit, db } from '../provider'
import { moduleChanges, profileChanges, type Changes } from './advocate-forms'
import { confirmContactChanges, mailContactConfirmation } from './session'

export const ADVOCATE_UPDATED = 'Advocate details updated successfully!'
export const VERIFICATION_SENT = (to: string) => `A verification link has been sent to ${to}.`
export const EMAIL_IN_USE = (name: string) => `This email address is already registered with advocate ${name}.`
export const MOBILE_IN_USE = (name: string) => `This mobile number is already registered with advocate ${name}.`
export const EMAIL_FREE = 'This email address is not registered with any advocate.'
export const MOBILE_FREE = 'This mobile number is not registered with any advocate.'
export const ONE_OF_EMAIL_PHONE = 'Send either email or phoneNumber, not both and not neither.'
export const CODE_FOR_UPDATE = 'encryptedAdvocateCode is required when isUpdate is true.'
export const NOT_EMAIL_OR_MOBILE = 'EmailOrMobileNo must be an e-mail address or a 10-digit mobile number not starting with 0.'

/** Who appears in the advocate list: every advocate for the administrator, only their own for anyone else. */
function visibleTo(user: SecurityUser): Advocate[] {
  if (isAdmin(user)) return db().advocates
  if (user.advocateCode === null) throw fail(403, MESSAGES.forbidden)
  return db().advocates.filter((a) => a.advocateCode === user.advocateCode)
}

/** The advocate a caller may reach by its opaque id: any for the administrator, only their own for anyone else (404 otherwise). */
function reachable(user: SecurityUser, encrypted: unknown): Advocate {
  if (!isAdmin(user) && user.advocateCode === null) throw fail(403, MESSAGES.forbidden)
  return findRow('advocates', encrypted, (a) => isAdmin(user) || a.advocateCode === user.advocateCode)
}

function detailOf(a: Advocate) {
  const login = db().users.find((u) => u.advocateCode === a.advocateCode && u.roles.includes('ADVOCATE'))
  return {
    encryptedAdvocateCode: idOf(KIND.advocate, a.advocateCode),
    advocateName: a.advocateName,
    chamberNo: a.chamberNo,
    practiceSince: a.practiceSince,
    contactPerson: a.contactPerson,
    needSEO: a.needSEO,
    countryCode: a.countryCode,
    stateCode: a.stateCode,
    email: a.email,
    mobileNo: a.mobileNo,
    landlineNo: a.landlineNo,
    advocateAddress1: a.advocateAddress1,
    advocateAddress2: a.advocateAddress2,
    advocateAddress3: a.advocateAddress3,
    clientProfile: a.clientProfile,
    noOfUsers: a.noOfUsers,
    gstNo: a.gstNo,
    startDate: a.startDate,
    expiryDate: a.expiryDate,
    advocatePicFile: pictureFileName(a.advocatePicFileURL, a.advocateCode),
    advocatePicFileURL: a.advocatePicFileURL,
    IsDeleteAdvocatePicFile: false,
    advocatePortalUrl: a.advocatePortalUrl,
    loginUserID: login?.loginId ?? '',
  }
}

const MOBILE = /^[1-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Spec 2 §2 (Advocate List) and the advocate picker. */
export const advocateHandlers = [
  http.post('/advocate-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const { clients, cases } = db()
    const found = listOf(visibleTo(user), body, {
      search: (a) => [a.advocateName, a.mobileNo, a.email],
      sort: byText((a) => a.advocateName),
      all: body.isDropdown === true,
    })
    const advocateList = found.rows.map((a) =>
      body.isDropdown
        ? { advocateName: a.advocateName, encryptedAdvocateCode: idOf(KIND.advocate, a.advocateCode) }
        : {
            advocateName: a.advocateName,
            encryptedAdvocateCode: idOf(KIND.advocate, a.advocateCode),
            mobileNo: a.mobileNo,
            email: a.email,
            totalClient: clients.filter((c) => c.advocateCode === a.advocateCode).length,
            totalNoOfCase: cases.filter((c) => c.advocateCode === a.advocateCode).length,
          },
    )
    return response(200).json(ok({ advocateList, totalCount: found.totalCount }))
  }),

  http.post('/view-advocate-detail', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode } = await request.json()
    return response(200).json(ok(detailOf(reachable(user, EncryptedAdvocateCode))))
  }),

  /** Both shapes (IsProfile): the profile changes only what the profile may; the Advocate module is the administrator's. */
  http.post('/update-advocate-detail', async ({ request, response }) => {
    const user = authUser(request)
    const form = await request.formData()
    const profile = form.get('IsProfile') === 'true'
    // The operation's x-rights hold both screens; each shape belongs to its own screen.
    requireRight(user, profile ? '/profile' : '/advocate')
    if (!profile && !isAdmin(user)) throw fail(403, MESSAGES.forbidden)
    const advocate = reachable(user, form.get(profile ? 'EncryptedAdvocateCode' : 'encryptedAdvocateCode'))
    // The Advocate module names the e-mail and mobile too: a new one waits for its confirmation (the profile verifies them apart).
    const { email, mobileNo, ...changes }: Changes = profile ? profileChanges(form, advocate) : moduleChanges(form)
    const file = form.get(profile ? 'AdvocatePictureFile' : 'advocatePicFile')
    if (file !== null && typeof file === 'string') throw fail(400, `${profile ? 'AdvocatePictureFile' : 'advocatePicFile'} must be a file.`)
    const picture = file ? await storedPicture(file, profile ? 'AdvocatePictureFile' : 'advocatePicFile') : undefined
    Object.assign(advocate, changes)
    if (picture) advocate.advocatePicFileURL = picture
    else if (form.get('IsDeleteAdvocatePicFile') === 'true') advocate.advocatePicFileURL = null
    commit()
    return response(200).json(ok(null, ADVOCATE_UPDATED + confirmContactChanges(advocate, { email, mobileNo }, advocate.advocateName)))
  }),

  /** The answer is inverted (contract): 200 when the value is in use, with the advocate who uses it. */
  http.post('/check-email-phone-exists', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    if ((body.email === undefined) === (body.phoneNumber === undefined)) throw fail(400, ONE_OF_EMAIL_PHONE)
    if (body.isUpdate && !body.encryptedAdvocateCode) throw fail(400, CODE_FOR_UPDATE)
    const except = body.isUpdate ? reachable(user, body.encryptedAdvocateCode).advocateCode : null
    if (!isAdmin(user) && except === null) throw fail(403, MESSAGES.forbidden)
    const others = db().advocates.filter((a) => a.advocateCode !== except)
    if (body.email !== undefined) {
      const owner = others.find((a) => sameText(a.email, body.email!))
      if (!owner) throw fail(404, EMAIL_FREE)
      return response(200).json(ok(null, EMAIL_IN_USE(owner.advocateName)))
    }
    const owner = others.find((a) => a.mobileNo === body.phoneNumber)
    if (!owner) throw fail(404, MOBILE_FREE)
    return response(200).json(ok(null, MOBILE_IN_USE(owner.advocateName)))
  }),

  /**
   * Verification (the only way the profile changes the e-mail or mobile number) mails a single-use
   * validate-advocate link to the new value; the advocate's value changes when the link is opened.
   */
  http.post('/verify-email-mobile-no', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, EmailOrMobileNo } = await request.json()
    const advocate = reachable(user, EncryptedAdvocateCode)
    const value = EmailOrMobileNo.trim()
    const mobile = MOBILE.test(value)
    if (!mobile && !(EMAIL.test(value) && value.length <= 100)) throw fail(400, NOT_EMAIL_OR_MOBILE)
    const to = mobile ? value : value.toLowerCase()
    mailContactConfirmation(advocate, mobile ? 'mobileNo' : 'email', to, advocate.advocateName)
    return response(200).json(ok(null, VERIFICATION_SENT(to)))
  }),
]
