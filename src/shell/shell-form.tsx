import { useEffect, useState, type ReactNode } from 'react'
import { FormProvider, get, useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { errorMessage } from '@/api/errors'
import { errorNames } from '@/components/form/form-fields'
import { toast } from '@/components/toast'
import { SaveCancelled, SaveStopped, type Saved } from './define-module'
import { forget, useDraft, type Draft } from './draft'
import { useUnsavedGuard } from './unsaved-guard'
import { useTranslate } from '@/i18n/texts'

export interface ShellFormOptions<Form extends FieldValues> {
  schema: z.ZodMiniType<Form, Form>
  empty: Form
  /** The record as the provider has it: the form shows it whenever it arrives and nothing is being edited. */
  loaded?: Form
  /** The call(s) of a save; a multi-step save throws SaveStopped at the failing step. */
  submit: (values: Form) => Promise<Saved<Form>>
  /** After a successful save (the provider's message is already shown). */
  onSaved?: (saved: Saved<Form>, values: Form) => void
  /** A save refused by validation, with the names of the failing fields (e.g. to show the tab that holds them). */
  onInvalid?: (fields: string[]) => void
  /** After a multi-step save stopped: what the earlier steps kept (e.g. the new record's id). */
  onStopped?: (kept: SaveStopped<Form>['kept']) => void
  /** Keeps unsaved changes through a session that expires: the screen, the record, and what restoring opens. */
  draft?: { screen: string; id: string | null; onRestore?: (draft: Draft<Form>) => void }
}

/**
 * The one save flow of every form (QUALITY §1–2): validation with every message and focus on the first
 * error, the provider's message as a toast, the form reset to what was saved, queries refreshed; a failed
 * save keeps every field and the unsaved state; a multi-step save that stopped keeps what its earlier
 * steps saved; leaving with changes asks 'Do you want to save changes?'.
 */
export function useShellForm<Form extends FieldValues>({ schema, empty, loaded, submit, onSaved, onInvalid, onStopped, draft }: ShellFormOptions<Form>) {
  // The focus is placed here, once the page shows the part of the form that holds the first failing field.
  const form = useForm<Form>({ resolver: zodResolver(schema) as unknown as Resolver<Form>, defaultValues: empty as never, shouldFocusError: false })
  const queryClient = useQueryClient()
  const { reset } = form
  const dirty = form.formState.isDirty
  /** The failing fields of the last refused save, in the form's order: the first that can take the focus gets it. */
  const [refused, setRefused] = useState<{ names: string[] } | null>(null)

  useEffect(() => {
    if (!refused) return
    // A field on a tab that is not shown (or a list's own rule, which has no control) cannot take the focus: the next one does.
    const focusFirst = () =>
      refused.names.some((name) => {
        const ref = (get(form.control._fields, name) as { _f?: { ref?: { focus?: () => void } } } | undefined)?._f?.ref
        const before = document.activeElement
        ref?.focus?.()
        const now = document.activeElement
        // On screen, and moved there or already in that failing field (Enter in a field saves).
        return !!now && now !== document.body && !now.closest('[hidden]') && (now !== before || now.getAttribute('aria-invalid') === 'true')
      })
    if (focusFirst()) return
    // The tab just chosen shows its fields a render later (its panel mounts then): try again once they are there.
    const timer = setTimeout(focusFirst)
    return () => clearTimeout(timer)
  }, [refused, form])

  // A newer record from the provider never overwrites what the user is editing.
  useEffect(() => {
    if (loaded && !form.formState.isDirty) reset(loaded)
  }, [loaded, reset, form])

  const save = async (): Promise<boolean> => {
    let saved = false
    await form.handleSubmit(async (values) => {
      try {
        const result = await submit(values)
        forget()
        toast.success(result.message, { form: form.control })
        reset(result.values ?? values)
        void queryClient.invalidateQueries()
        onSaved?.(result, values)
        saved = true
      } catch (error) {
        if (error instanceof SaveCancelled) return
        if (error instanceof SaveStopped) {
          const { kept } = error as SaveStopped<Form>
          if (kept.values) reset(kept.values, { keepDefaultValues: true })
          onStopped?.(kept)
          void queryClient.invalidateQueries()
        }
        toast.error(errorMessage(error), { form: form.control })
      }
    }, (errors) => {
      // The page first shows where the first failing field is (another tab), then the focus goes to it.
      onInvalid?.(Object.keys(errors))
      setRefused({ names: errorNames(errors) })
    })()
    return saved
  }
  const guard = useUnsavedGuard({ dirty, save })
  const kept = useDraft(form, draft?.screen, draft?.id ?? null, draft?.onRestore)
  /** The page renders these where they are always mounted: the unsaved-changes question and the restore offer. */
  const dialogs = (
    <>
      {guard.dialog}
      {kept.dialog}
    </>
  )
  return { form, save, guard, dialogs, dirty, saving: form.formState.isSubmitting }
}

export type ShellFormState<Form extends FieldValues> = ReturnType<typeof useShellForm<Form>>

/** The form element of a shell form: its fields and Enter to save. The page places `shell.dialogs` where they are always mounted. */
export function ShellForm<Form extends FieldValues>({ shell, label, className, children }: { shell: ShellFormState<Form>; label: string; className?: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <FormProvider {...shell.form}>
      <form
        noValidate
        aria-label={translate(label)}
        className={className}
        onSubmit={(event) => {
          event.preventDefault()
          void shell.save()
        }}
      >
        {children}
      </form>
    </FormProvider>
  )
}
