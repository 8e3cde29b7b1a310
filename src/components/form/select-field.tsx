import type { Ref, SelectHTMLAttributes } from 'react'
import { useTranslate } from '@/i18n/texts'
import { Field, type FieldChromeProps } from './field'
import { useTexts } from './texts'

export interface Option {
  value: string
  label: string
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldChromeProps & { options: readonly Option[]; placeholder?: string; ref?: Ref<HTMLSelectElement> }

/** A native select: keyboard and screen readers work as users expect, on every device. */
export function SelectField({ label, error, hint, required, className, ref, id, options, placeholder, ...select }: SelectProps) {
  const t = useTexts()
  const translate = useTranslate()
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => (
        <select ref={ref} className="input" aria-required={required || undefined} {...control} {...select}>
          <option value="">{placeholder === undefined ? t.select.placeholder : translate(placeholder)}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {translate(o.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
