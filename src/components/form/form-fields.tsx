import type { ComponentProps } from 'react'
import { get, useFormContext, type FieldErrors } from 'react-hook-form'
import { SelectField } from './select-field'
import { PasswordField, TextField } from './text-field'

/** The message of a field, nested names included ('states.2.stateName'). */
export const errorOf = (errors: FieldErrors, name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message

/**
 * The form kit as modules use it: a field is a name and a label; register, value and message come
 * from the form of the module shell (react-hook-form's context).
 */
export function TextInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof TextField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  return <TextField {...props} error={errorOf(formState.errors, name)} {...register(name)} />
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

export function SelectInput({ name, ...props }: { name: string } & Omit<ComponentProps<typeof SelectField>, 'name' | 'error'>) {
  const { register, formState } = useFormContext()
  return <SelectField {...props} error={errorOf(formState.errors, name)} {...register(name)} />
}
