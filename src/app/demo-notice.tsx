import { useDemoBridge } from '@/api/demo-bridge'
import { useTranslate } from '@/i18n/texts'
import { useTexts } from './texts'

/** QUALITY §4: when the demo data could not be read (or saved) the user is told, once. */
export function DemoNotice() {
  const t = useTexts()
  const translate = useTranslate()
  const notice = useDemoBridge((s) => s.notice)
  const dismiss = useDemoBridge((s) => s.dismissNotice)
  if (!notice) return null
  return (
    <div role="alert" className="flex items-center justify-between gap-4 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      <span>{translate(notice)}</span>
      <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={dismiss}>
        {t.dismiss}
      </button>
    </div>
  )
}
