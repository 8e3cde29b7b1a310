import { useId, type ReactNode } from 'react'
import { useTranslate } from '@/i18n/texts'

export interface FieldChromeProps {
  label: string
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
}

interface FieldProps extends FieldChromeProps {
  /** Renders the control with the ids and aria attributes the label and message need. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
  id?: string
}

/** The one place that lays out label, control, hint and message (and links them for assistive tech). */
export function Field({ label, error, hint, required, className, children, id }: FieldProps) {
  const translate = useTranslate()
  const autoId = useId()
  const controlId = id ?? autoId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ?? 'space-y-1'}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {translate(label)}
        {required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id: controlId, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {typeof hint === 'string' ? translate(hint) : hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {translate(error)}
        </p>
      )}
    </div>
  )
}
