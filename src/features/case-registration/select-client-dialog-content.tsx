import * as Dialog from '@radix-ui/react-dialog'
import { Modal } from '@/components/modal'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'

export interface SelectClientProps {
  open: boolean
  petitioners: readonly string[]
  respondents: readonly string[]
  /** The chosen name and its side. */
  onPick: (name: string, side: 'Petitioner' | 'Respondents') => void
  onClose: () => void
}

function Side({ title, names, onPick }: { title: string; names: readonly string[]; onPick: (name: string) => void }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="space-y-2">
        {names.map((name, index) => (
          <li key={`${index}-${name}`}>
            <button type="button" className="btn-secondary w-full justify-start text-start" onClick={() => onPick(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Spec 2 §2: after a CNR lookup with both parties, the user says which of them is the client. */
export default function SelectClientDialogContent({ open, petitioners, respondents, onPick, onClose }: SelectClientProps) {
  const t = useTexts().selectClient
  const c = useCommon()
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="start-1/2 top-1/2 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 rtl:translate-x-1/2"
    >
      <Dialog.Title className="mb-2 text-lg font-semibold">{t.title}</Dialog.Title>
      <Dialog.Description className="mb-4 text-slate-700 dark:text-slate-300">{t.question}</Dialog.Description>
      <div className="grid gap-4 sm:grid-cols-2">
        <Side title={t.petitioner} names={petitioners} onPick={(name) => onPick(name, 'Petitioner')} />
        <Side title={t.respondent} names={respondents} onPick={(name) => onPick(name, 'Respondents')} />
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {c.close}
        </button>
      </div>
    </Modal>
  )
}
