import type { Advocate, SecurityUser } from '../db'
import { KIND, MESSAGES, authUser, fail, http, idOf, isAdmin, ok } from '../http'
import { byText, listOf } from '../kit'
import { db } from '../provider'

/** Who appears in the advocate list: every advocate for the administrator, only their own for anyone else. */
function visibleTo(user: SecurityUser): Advocate[] {
  if (isAdmin(user)) return db().advocates
  if (user.advocateCode === null) throw fail(403, MESSAGES.forbidden)
  return db().advocates.filter((a) => a.advocateCode === user.advocateCode)
}

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
]
