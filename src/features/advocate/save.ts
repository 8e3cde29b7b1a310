import { api } from '@/api/client'
import { ApiError, errorMessage } from '@/api/errors'
import { ask } from '@/components/ask'
import { toast } from '@/components/toast'
import { common } from '@/components/texts'
import { translate } from '@/i18n/texts'
import { multipartBody } from '@/api/multipart'
import { displayDate } from '@/lib/dates'
import { NO_PICTURE_CHANGE } from '@/components/form/picture-field'
import { auditName } from '@/session/session-store'
import { SaveCancelled, SaveStopped, type Saved } from '@/shell/define-module'
import { advocateFields, dealingFromList, type AdvocateForm } from './schema'
import { transactionFields, transactionFromList } from './transaction-schema'
import { texts } from './texts'

/** The advocate's licences and dealings as the provider has them now. */
export async function savedRows(EncryptedAdvocateCode: string) {
  const [transactions, dealings] = await Promise.all([
    api.POST('/client-transaction-detail-list', { body: { EncryptedAdvocateCode } }),
    api.POST('/advocate-dealing-list', { body: { encryptedAdvocateCode: EncryptedAdvocateCode } }),
  ])
  return { transactions: transactions.data!.data.map(transactionFromList), dealings: dealings.data!.data.advocateDealingList.map(dealingFromList) }
}

/**
 * Spec 2 §4: the e-mail, then the mobile number, may belong to another advocate. The provider answers 200
 * when it does (its message says so); any other answer lets the save go on. No stops the save.
 */
async function checkContacts(values: AdvocateForm, id: string | null) {
  const base = { isUpdate: id !== null, ...(id ? { encryptedAdvocateCode: id } : {}) }
  for (const body of [{ ...base, email: values.email.trim() }, { ...base, phoneNumber: values.mobileNo.trim() }]) {
    let taken: string | null = null
    try {
      const { data } = await api.POST('/check-email-phone-exists', { body })
      taken = data?.message ?? null
    } catch {
      // Free, or the check failed: the save decides.
    }
    if (taken !== null && !(await ask(translate(taken), texts().messages.exists))) throw new SaveCancelled()
  }
}

/** Both advocate saves are multipart forms; the contract checks their keys, which are built here. */
const multipart = (fields: Record<string, unknown>) => ({ body: fields as never, bodySerializer: () => multipartBody(fields) })

/** The indexed keys of the registration (`AddClientTransactionDetails[0].invoiceNo`…), rows counted from 0. */
const indexed = (prefix: string, rows: readonly object[]) =>
  Object.fromEntries(rows.flatMap((row, i) => Object.entries(row).map(([k, v]) => [`${prefix}[${i}].${k}`, v])))

/** After a create: the new code, the latest licence's dates on the advocate, and the saved rows with their ids. */
export async function createAdvocate(values: AdvocateForm): Promise<Saved<AdvocateForm>> {
  await checkContacts(values, null)
  const addUser = auditName()
  const fields = {
    ...advocateFields(values),
    advocatePicFile: values.picture.file ?? undefined,
    addUser,
    ...indexed(
      'AddClientTransactionDetails',
      values.transactions.map((t) => ({ ...transactionFields(t), addUser })),
    ),
    ...indexed(
      'AddAdvocateDealing',
      values.dealings.map((d) => ({ litigationCode: d.litigationCode, subLitigationCode: d.subLitigationCode })),
    ),
  }
  const { data } = await api.POST('/advocate-registration', multipart(fields))
  const id = data!.data.encryptedAdvocateCode
  const dates = { startDate: displayDate(data!.data.startDate), expiryDate: displayDate(data!.data.expiryDate) }
  return { message: data!.message, id, values: await reloaded(id, { ...values, ...dates }) }
}

/**
 * The form after a save: the rows with the ids the provider gave them, the stored picture, and the confirmed
 * e-mail and mobile number (a new one waits for the link mailed to it; the save's message says so). Saved
 * already: what cannot be read now shows after the next load.
 */
async function reloaded(id: string, values: AdvocateForm): Promise<AdvocateForm> {
  const [rows, detail] = await Promise.all([savedRows(id).catch(() => null), api.POST('/view-advocate-detail', { body: { EncryptedAdvocateCode: id } }).catch(() => null)])
  const latest = rows?.transactions.at(-1)
  const stored = detail?.data?.data
  return {
    ...values,
    ...(stored ? { email: stored.email ?? '', mobileNo: stored.mobileNo ?? '' } : {}),
    ...(rows ? { ...rows, removedDealings: [] } : {}),
    // The provider lists the licences by start date: the last one's dates are the advocate's (spec 2 §4).
    ...(latest ? { startDate: latest.startDate, expiryDate: latest.expiryDate } : {}),
    picture: NO_PICTURE_CHANGE,
    pictureUrl: stored?.advocatePicFileURL ?? (values.picture.removed ? '' : values.pictureUrl),
  }
}

/** Spec 2 §4: a multi-step save stops at the first failing step; what the earlier steps saved stays saved. */
async function step(what: string, call: () => Promise<unknown>) {
  try {
    await call()
  } catch (error) {
    throw new SaveStopped(texts().steps.failed(what, errorMessage(error)), {}, error instanceof ApiError ? error.status : 500)
  }
}

/** The details, then the changed licences, then the dealings; then the offer to mail the changed licences' invoices. */
export async function updateAdvocate(id: string, values: AdvocateForm): Promise<Saved<AdvocateForm>> {
  await checkContacts(values, id)
  const { data } = await api.POST('/update-advocate-detail', multipart({
      IsProfile: false,
      encryptedAdvocateCode: id,
      ...advocateFields(values),
      advocatePicFile: values.picture.file ?? undefined,
      IsDeleteAdvocatePicFile: values.picture.removed && !values.picture.file,
      modifyUser: auditName(),
    }),)
  const changed = values.transactions.filter((t) => t.changed)
  for (const t of changed) {
    const body = { ...transactionFields(t), encryptedAdvocateCode: id, addUser: auditName() }
    if (t.encryptedAdvocateId) await step(texts().steps.savingTransaction, () => api.POST('/update-client-transaction-details', { body: { ...body, encryptedAdvocateId: t.encryptedAdvocateId } }))
    else await step(texts().steps.addingTransaction, () => api.POST('/add-client-transaction-details', { body }))
  }
  let removed = ''
  for (const encryptedAdvocateDealingId of values.removedDealings) {
    await step(texts().steps.removingDealing, async () => {
      removed = (await api.DELETE('/delete-advocate-dealing', { body: { encryptedAdvocateDealingId } })).data!.message
    })
  }
  // Spec 2 §8: the removal has its own message ('Advocate dealing details deleted successfully').
  if (removed) toast.success(removed)
  const row = (d: AdvocateForm['dealings'][number]) => ({ encryptedAdvocateCode: id, litigationCode: d.litigationCode, subLitigationCode: d.subLitigationCode })
  const added = values.dealings.filter((d) => !d.encryptedAdvocateDealingId).map(row)
  const edited = values.dealings.filter((d) => d.encryptedAdvocateDealingId && d.changed).map((d) => ({ ...row(d), encryptedAdvocateDealingId: d.encryptedAdvocateDealingId }))
  if (edited.length) await step(texts().steps.savingDealings, () => api.POST('/update-advocate-dealing', { body: edited as [(typeof edited)[number], ...typeof edited] }))
  if (added.length) await step(texts().steps.addingDealings, () => api.POST('/add-advocate-dealing', { body: added as [(typeof added)[number], ...typeof added] }))

  const after = await reloaded(id, values)
  const saved = after.transactions !== values.transactions ? after : null
  if (changed.length && saved && (await ask(common().confirmation, texts().messages.mailTransactions))) {
    const mailed = saved.transactions.filter((t) => changed.some((c) => c.invoiceNo.trim().toUpperCase() === t.invoiceNo))
    await step(texts().steps.mailingInvoices, () => Promise.all(mailed.map((t) => api.GET('/send-invoice-mail/{id}', { params: { path: { id: t.encryptedAdvocateId } } }))))
  }
  return { message: data!.message, values: after }
}
