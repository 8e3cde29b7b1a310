import { useEffect, useRef, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { ImageOff, Trash2, Upload } from 'lucide-react'
import { PICTURE_ACCEPT, pictureProblem } from '@/lib/picture'
import { ConfirmDialog } from '../confirm-dialog'
import { Field } from './field'
import { TEXTS, useTexts } from './texts'
import { useCommon } from '../texts'

/** A picture field's value: a newly chosen file (it replaces the stored one), and whether the stored picture goes (IsDeleteAdvocatePicFile). */
export interface PictureValue {
  file: File | null
  removed: boolean
}
export const NO_PICTURE_CHANGE: PictureValue = { file: null, removed: false }

/** Spec 2 §2: the one question before a picture goes. */
export const DELETE_PHOTO = TEXTS.picture.deleteQuestion

interface PictureInputProps {
  name: string
  label: string
  /** Where the stored picture is shown from (none: null or ''). */
  storedUrl?: string | null
  disabled?: boolean
}

/**
 * Choose, preview and remove a picture (advocate and profile). The rules of src/lib/picture run on choosing;
 * the preview is an <img> only (an SVG is never put into the page). Removing asks first.
 */
export function PictureInput({ name, label, storedUrl, disabled }: PictureInputProps) {
  const t = useTexts().picture
  const c = useCommon()
  const { control } = useFormContext()
  const { field } = useController({ name, control })
  const value = (field.value as PictureValue | undefined) ?? NO_PICTURE_CHANGE
  const [problem, setProblem] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // The preview of a chosen file is an object URL made when it is chosen (reading it never holds up
  // typing), dropped when another replaces it or the field goes.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen])
  const chosenUrl = value.file && chosen?.file === value.file ? chosen.url : null
  const shown = chosenUrl ?? (value.removed || value.file ? null : storedUrl || null)

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = ''
    if (!file) return
    const found = await pictureProblem(file)
    setProblem(found)
    if (found) return
    setChosen({ file, url: URL.createObjectURL(file) })
    field.onChange({ file, removed: value.removed })
  }
  const remove = () => {
    setAsking(false)
    setChosen(null)
    field.onChange({ file: null, removed: !!storedUrl })
  }

  return (
    <Field label={label} error={problem ?? undefined} hint={t.hint}>
      {(aria) => (
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-24 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800">
            {shown ? (
              <img src={shown} alt={t.preview(label)} className="size-full object-contain" />
            ) : (
              <ImageOff aria-hidden="true" className="text-slate-500" />
            )}
          </div>
          <input ref={input} type="file" accept={PICTURE_ACCEPT} className="sr-only" tabIndex={-1} disabled={disabled} onChange={(e) => void choose(e.target.files?.[0])} {...aria} />
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" disabled={disabled} onClick={() => input.current?.click()}>
              <Upload size={16} aria-hidden="true" /> {t.choose}
            </button>
            {shown && (
              <button type="button" className="btn-secondary" disabled={disabled} onClick={() => setAsking(true)}>
                <Trash2 size={16} aria-hidden="true" /> {t.remove}
              </button>
            )}
          </div>
          <ConfirmDialog open={asking} title={c.confirmation} message={t.deleteQuestion} confirmLabel={c.yes} danger onConfirm={remove} onCancel={() => setAsking(false)} />
        </div>
      )}
    </Field>
  )
}
