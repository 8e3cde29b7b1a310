import { useId, useState } from 'react'
import { clockText } from '@/lib/dates'
import { useSessionStore } from '@/session/session-store'
import { useBoardCopy } from './outbox-store'
import { PACK_DEFAULT, PACK_MAX, keptComingDays, packDays, refreshPack, setPackDays } from './pack'
import { useTexts } from './pack-texts'

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

/** Display settings: whether and how many coming days of hearings this device keeps (./pack.ts), and what it keeps. */
export default function PackSetting() {
  const t = useTexts()
  const id = useId()
  const [days, setDays] = useState(packDays)
  const boards = useBoardCopy((s) => s.boards)
  const kept = keptComingDays(boards)
  const choose = (next: number) => {
    setPackDays(next)
    setDays(next)
    const advocate = useSessionStore.getState().session?.encryptedAdvocateCode
    if (next && advocate) void refreshPack(advocate, { force: true }).catch(() => undefined)
  }
  return (
    <fieldset className="mt-6 space-y-3 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
      <legend className="float-start mb-1 font-semibold">{t.title}</legend>
      <label className="clear-both flex cursor-pointer items-center justify-between gap-3">
        {t.keep}
        <input type="checkbox" role="switch" className="size-4 accent-brand-600" checked={days > 0} onChange={(e) => choose(e.target.checked ? PACK_DEFAULT : 0)} />
      </label>
      {days > 0 && (
        <>
          <label htmlFor={id} className="flex items-center justify-between gap-3">
            {t.days}
            <select id={id} className="input w-auto py-1" value={days} onChange={(e) => choose(Number(e.target.value))}>
              {Array.from({ length: PACK_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t.dayCount(n)}
                </option>
              ))}
            </select>
          </label>
          <p role="status" className="text-slate-700 dark:text-slate-300">
            {kept.days && kept.at ? t.kept(kept.days, size(kept.bytes), clockText(new Date(kept.at))) : t.none}
          </p>
          <p className="text-slate-600 dark:text-slate-400">{t.why}</p>
        </>
      )}
    </fieldset>
  )
}
