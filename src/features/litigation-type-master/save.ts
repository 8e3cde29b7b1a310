import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { Saved } from '@/shell/define-module'
import { SaveStopped } from '@/shell/define-module'
import { auditName } from '@/session/session-store'
import { MESSAGES, statusWord, toDetailPayload, toMasterPayload, type LitigationDetailForm, type LitigationForm } from './schema'
import { texts } from './texts'

/** The detail rows of a litigation type as the form holds them. */
export async function loadDetails(litigationCode: string): Promise<LitigationDetailForm[]> {
  const { data } = await api.POST('/litigation-type-Detail-list', { body: { LitigationCode: litigationCode } })
  return data!.data.litigationTypeDetailList.map((d) => ({
    encryptedLitigationTypeDetailCode: d.encryptedLitigationTypeDetailCode ?? '',
    subLitigationCode: d.subLitigationCode,
    litigationTypeDetailName: d.litigationTypeDetailName,
    activeStatus: statusWord(d.activeStatus),
  }))
}

/** The form's rows with the ids and codes the provider gave rows saved so far (matched by name, unique ignoring case). */
async function withProviderIds(values: LitigationForm, litigationCode: string): Promise<LitigationForm> {
  const saved = await loadDetails(litigationCode).catch(() => [])
  const byName = new Map(saved.map((d) => [d.litigationTypeDetailName.toLowerCase(), d]))
  return {
    ...values,
    litigationCode,
    details: values.details.map((d) => {
      const match = byName.get(d.litigationTypeDetailName.trim().toLowerCase())
      return d.encryptedLitigationTypeDetailCode || !match ? d : { ...d, encryptedLitigationTypeDetailCode: match.encryptedLitigationTypeDetailCode, subLitigationCode: match.subLitigationCode }
    }),
  }
}

/**
 * Spec 3 §4: the master first (add or update), then each detail row updated or added, stopping at the
 * first failure and saying which step failed. Rows saved before the failure keep their provider ids.
 */
export async function saveLitigation(id: string | null, values: LitigationForm): Promise<Saved<LitigationForm>> {
  let encryptedLitigationCode = id
  let litigationCode = values.litigationCode
  let message: string = MESSAGES.updated
  try {
    if (encryptedLitigationCode) {
      await api.POST('/update-litigation-type-master', {
        body: { ...toMasterPayload(values), encryptedLitigationCode, activeStatus: values.activeStatus, ModifyUser: auditName() },
      })
    } else {
      const { data } = await api.POST('/add-litigation-type-master', { body: { ...toMasterPayload(values), addUser: auditName() } })
      encryptedLitigationCode = data!.data.encryptedLitigationCode
      litigationCode = data!.data.litigationCode ?? ''
      message = data!.message
    }
  } catch (error) {
    throw new SaveStopped(texts().saveFailed(errorMessage(error)), {})
  }
  for (const detail of values.details) {
    try {
      if (detail.encryptedLitigationTypeDetailCode) {
        await api.POST('/update-litigation-type-detail', {
          body: {
            ...toDetailPayload(detail),
            encryptedLitigationTypeDetailCode: detail.encryptedLitigationTypeDetailCode,
            encryptedLitigationCode,
            activeStatus: detail.activeStatus,
            ModifyUser: auditName(),
          },
        })
      } else {
        await api.POST('/add-litigation-type-detail', { body: { ...toDetailPayload(detail), encryptedLitigationCode, activeStatus: detail.activeStatus, addUser: auditName() } })
      }
    } catch (error) {
      const kept = litigationCode ? await withProviderIds(values, litigationCode) : values
      throw new SaveStopped(texts().detailFailed(!detail.encryptedLitigationTypeDetailCode, detail.litigationTypeDetailName.trim(), errorMessage(error)), { id: encryptedLitigationCode, values: kept })
    }
  }
  return { message, id: encryptedLitigationCode, values: await withProviderIds(values, litigationCode) }
}
