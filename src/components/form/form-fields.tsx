import { useMemo, type ComponentProps } from 'react'
import { normalizeDateInput } from '@/lib/date-input'
import { get, useController, useFormContext, type FieldErrors } from 'react-hook-form'
import { toast, type ToastOptions } from '@/components/toast'
import { AsyncSelectField, type AsyncSelectProps } from './async-select'
import { CheckboxTree } from './checkbox-tree'
import { SelectField } from './select-field'
import { CheckboxField, PasswordField, TextAreaField, TextField } from './text-field'
import { useTranslate } from '@/i18n/texts'

/**
 * The message of a field, nested names included ('states.2.stateName'). A rule of a whole list whose rows
 * are fields on screen is kept by react-hook-form under the list's `root`: it is the list's message too.
 */
export const errorOf = (errors: FieldErrors, name: string): string | undefined => {
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined
  return error?.message ?? error?.root?.message
}

const isError = (value: unknown): value is { message?: string } => typeof value === 'object' && value !== null && 'type' in value

/** The names of the failing fields in the order their rules ran, the form's order ('dealings.3.litigationCode'; a list's own rule as 'dealings.root'). */
export function errorNames(errors: FieldErrors | undefined, prefix = ''): string[] {
  if (!errors) return []
  return Object.entries(errors).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key
    if (isError(value)) return [name]
    return typeof value === 'object' && value !== null ? errorNames(value as FieldErrors, name) : []
  })
}

/** The first message under a name, its rows included: what to say of a part of the form the user cannot see. */
export function firstErrorOf(errors: FieldErrors, name: string): string | undefined {
  const under: unknown = get(errors, name)
  if (isError(under)) return under.message
  return errorNames(under as FieldErrors | undefined, name)
    .map((n) => (get(errors, n) as { message?: string }).message)
    .find(Boolean)
}

/**
 * Toasts that speak for the form in context (its rules, its lookups): the form's next success closes
 * the errors they raised, as the save flow's own toasts do.
 */
export function useFormToast() {
  const { control } = useFormContext()
  return useMemo(
    () => ({
      error: (message: string, options?: ToastOptions) => toast.error(message, { ...options, form: control }),
      success: (message: string, options?: ToastOptions) => toast.success(message, { ...options, form: control }),
      /** A success that says nothing of its own (a lookup that filled the form). */
      clearErrors: () => toast.clearErrors(control),
    }),
    [control],
  )
}

/**
 * The form kit as modules use it: a field is a name and a label; register, value and message come
 * from the form of the module shell (react-hook-form's context).
 */
export function TextInput({ name, onBlur, ...props }: { name: string } & Omit<ComponentProps<typeof TextField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  const field = register(name)
  return (
    <TextField
      {...props}
      error={errorOf(formState.errors, name)}
      {...field}
      // A screen may act when the user leaves a field (the client e-mail check); the form still hears it.
      onBlur={(event) => {
        void field.onBlur(event)
        onBlur?.(event)
      }}
    />
  )
}

export function TextAreaInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof TextAreaField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  return <TextAreaField {...props} error={errorOf(formState.errors, name)} {...register(name)} />
}

export function PasswordInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof PasswordField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  return <PasswordField {...props} error={errorOf(formState.errors, name)} {...register(name)} />
}

/** Digits and one dot (amounts, quantities): anything else typed is dropped as it is typed. */
export function NumberInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof TextField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  const field = register(name)
  return (
    <TextField
      inputMode="decimal"
      {...props}
      error={errorOf(formState.errors, name)}
      {...field}
      onChange={(event) => {
        const cleaned = event.target.value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1')
        if (cleaned !== event.target.value) event.target.value = cleaned
        return field.onChange(event)
      }}
    />
  )
}

/** A check box bound to a boolean of the form. */
export function CheckboxInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof CheckboxField>, 'name'>) {
  const { register } = useFormContext()
  return <CheckboxField id={name} {...props} {...register(name)} />
}

/** Digits only (order numbers, pin codes, mobile numbers): anything else typed is dropped as it is typed. */
export function DigitsInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof TextField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  const field = register(name)
  return (
    <TextField
      inputMode="numeric"
      {...props}
      error={errorOf(formState.errors, name)}
      {...field}
      onChange={(event) => {
        const cleaned = event.target.value.replace(/\D/g, '')
        if (cleaned !== event.target.value) event.target.value = cleaned
        return field.onChange(event)
      }}
    />
  )
}

/** What a date field says under itself; a screen that says more about a date says this too. */
export const DATE_HINT = 'DD-MM-YYYY'

/**
 * A date typed as DD-MM-YYYY, YYYY-MM-DD or MM/DD/YYYY (spec §5); shown as DD-MM-YYYY once the user
 * leaves the field. The form keeps that text; the module's toPayload sends it with inputToWire.
 */
export function DateInput({ name, hint = DATE_HINT, ...props }: { name: string } & Omit<ComponentProps<typeof TextField>, 'name' | 'error'>) {
  const { register, formState, setValue } = useFormContext()
  const field = register(name)
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      hint={hint}
      {...props}
      error={errorOf(formState.errors, name)}
      {...field}
      onBlur={(event) => {
        const shown = normalizeDateInput(event.target.value)
        if (shown && shown !== event.target.value) setValue(name, shown, { shouldDirty: true })
        return field.onBlur(event)
      }}
    />
  )
}

/**
 * A native select bound to the form. Its value is given on every render, not set once when it mounts:
 * options that arrive later (from a lookup call) then show the saved value instead of 'Select'.
 */
export function SelectInput({ name, onChange, onBlur, ...props }: { name: string } & Omit<ComponentProps<typeof SelectField>, 'name' | 'error' | 'value' | 'ref'>) {
  const {
    field: { value, onChange: change, onBlur: blur, ref },
    fieldState: { error },
  } = useController({ name })
  return (
    <SelectField
      {...props}
      name={name}
      ref={ref}
      value={(value as string | undefined) ?? ''}
      error={error?.message}
      onChange={(event) => {
        change(event)
        onChange?.(event)
      }}
      onBlur={(event) => {
        blur()
        onBlur?.(event)
      }}
    />
  )
}

/** A checkbox tree whose value is the ticked ids (`treeIds`): tick a parent ticks its children. */
export function CheckboxTreeInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof CheckboxTree>, 'value' | 'onChange' | 'error' | 'ref' | 'onBlur'>) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ name })
  return <CheckboxTree {...props} value={(value as number[] | undefined) ?? []} onChange={onChange} onBlur={onBlur} ref={ref} error={error?.message} />
}

/** A searchable select for long lists; `onValueChange` runs after the user picks (e.g. to clear a dependent field). */
export function AsyncSelectInput({
  name,
  onValueChange,
  ...props
}: { name: string; onValueChange?: (value: string) => void } & Omit<AsyncSelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ name })
  return (
    <AsyncSelectField
      {...props}
      name={name}
      ref={ref}
      value={(value as string | undefined) ?? ''}
      error={error?.message}
      onBlur={onBlur}
      onChange={(next) => {
        onChange(next)
        onValueChange?.(next)
      }}
    />
  )
}

/** One choice of a few, shown at once (e.g. who the client is in a case); `onValueChange` runs after the user picks. */
export function RadioGroupInput({
  name,
  label,
  options,
  onValueChange,
}: {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  onValueChange?: (value: string) => void
}) {
  const translate = useTranslate()
  const { register, formState } = useFormContext()
  const field = register(name)
  const error = errorOf(formState.errors, name)
  return (
    <fieldset className="space-y-1" aria-invalid={!!error}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{translate(label)}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              className="size-4 accent-brand-600"
              value={option.value}
              {...field}
              onChange={(event) => {
                void field.onChange(event)
                onValueChange?.(event.target.value)
              }}
            />
            {translate(option.label)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {translate(error)}
        </p>
      )}
    </fieldset>
  )
}
