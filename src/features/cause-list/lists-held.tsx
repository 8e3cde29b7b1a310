import type { components } from '@/api/schema.gen'
import { dateTimeText } from '@/lib/dates'
import { useTexts } from './texts'

type Source = components['schemas']['CauseListSource']

interface Props {
  lists: Source[]
  covered: string[]
  onRemove: (encryptedListId: string, courtName: string) => void
}

const received = (iso: string) => dateTimeText(iso)

/** The lists held for the day, where each came from and when; a pasted one can be removed. */
export function ListsHeld({ lists, covered, onRemove }: Props) {
  const t = useTexts()
  return (
    <section aria-labelledby="lists-held-title" className="card space-y-2 p-4">
      <h2 id="lists-held-title" className="font-semibold">
        {t.lists}
      </h2>
      {lists.length === 0 ? (
        <p className="text-sm">{t.noLists}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {lists.map((l) => (
            <li key={l.encryptedListId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{l.courtName}</span> · {t.listTypes[l.listType]} · {t.entries(l.entries)} ·{' '}
                {l.source === 'PUBLISHED' ? t.published : t.pasted}, {t.received(received(l.receivedAt))}
              </span>
              {l.source === 'PASTED' && (
                <button type="button" className="btn-secondary min-h-11" onClick={() => onRemove(l.encryptedListId, l.courtName)} aria-label={t.removeCourt(l.courtName)}>
                  {t.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {covered.length > 0 && <p className="text-xs">{t.covered(covered.join(', '))}</p>}
    </section>
  )
}
