import { useState, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { useTranslate } from '@/i18n/texts'
import { Field, type FieldChromeProps } from './field'
import { useTexts } from './password-texts'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & FieldChromeProps & { ref?: Ref<HTMLInputElement> }

export function TextField({ label, error, hint, required, className, ref, id, placeholder, ...input }: InputProps) {
  const translate = useTranslate()
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => <input ref={ref} className="input" aria-required={required || undefined} placeholder={placeholder && translate(placeholder)} {...control} {...input} />}
    </Field>
  )
}

/** Password with a show/hide toggle; its value is never upper-cased or trimmed. */
export function PasswordField({ label, error, hint, required, className, ref, id, ...input }: InputProps) {
  const t = useTexts().password
  const name = useTranslate()(label)
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            className="input pe-11"
            type={visible ? 'text' : 'password'}
            autoCapitalize="off"
            spellCheck={false}
            aria-required={required || undefined}
            {...control}
            {...input}
          />
          <button
            type="button"
            className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-slate-600 hover:text-slate-900 dark:text-slate-300"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t.hide(name) : t.show(name)}
            aria-pressed={visible}
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  )
}

export function CheckboxField({
  label,
  ref,
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; ref?: Ref<HTMLInputElement> }) {
  const translate = useTranslate()
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm" htmlFor={id}>
      <input ref={ref} id={id} type="checkbox" className="size-4 rounded border-slate-400 accent-brand-600" {...input} />
      {translate(label)}
    </label>
  )
}

/** Several lines of text (a message template); line breaks are kept as typed. */
export function TextAreaField({
  label, error, hint, required, className, ref, id, ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & FieldChromeProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => <textarea ref={ref} dir="auto" className="input min-h-40" aria-required={required || undefined} {...control} {...area} />}
    </Field>
  )
}
