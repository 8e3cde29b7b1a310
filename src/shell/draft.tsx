import { useEffect, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './texts'
import { useSessionStore } from '@/session/session-store'
import { DRAFT_KEY, readJson, session as sessionArea, writeJson } from '@/session/storage'

export const RESTORE_TITLE = TEXTS.draft.title
export const RESTORE_QUESTION = TEXTS.draft.question

/** A form's unsaved values, kept in session storage for its user, screen and record. */
export interface Draft<Form = FieldValues> {
  user: string
  screen: string
  /** The record's encrypted id; null for a new one. */
  id: string | null
  /** What the form started from, so the restored form counts as changed against it. */
  base: Form
  values: Form
  /** Set when the session ended by itself: only then is the draft offered back (a reload is the user's own choice). */
  ended?: boolean
}

const userName = () => useSessionStore.getState().session?.loginUserName ?? ''
/** A password is never written to storage: a restored form has it empty. */
const withoutSecrets = <Form extends FieldValues>(values: Form) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, /password/i.test(key) ? '' : value])) as Form

/**
 * Issue of sessions that end mid-edit: while a form has changes, its values are kept (session storage
 * only, this tab) so a session that expires loses nothing. Signing in again as the same user and opening
 * the same screen offers them back; a save, a discard or an explicit sign-out forgets them.
 */
export function useDraft<Form extends FieldValues>(form: UseFormReturn<Form>, screen: string | undefined, id: string | null, onRestore?: (draft: Draft<Form>) => void) {
  const t = useTexts().draft
  const c = useCommon()
  const [offered, setOffered] = useState<Draft<Form> | null>(() => {
    const draft = screen ? readJson<Draft<Form>>(sessionArea(), DRAFT_KEY) : null
    return draft?.ended && draft.screen === screen && draft.user === userName() ? draft : null
  })

  useEffect(() => {
    if (!screen) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The form's own account of what changed (its rendered state may lag behind a reset).
    let dirty = form.formState.isDirty
    let base = form.formState.defaultValues as Form
    const sync = () => {
      const mine = readJson<Draft>(sessionArea(), DRAFT_KEY)?.screen === screen
      if (dirty) writeJson(sessionArea(), DRAFT_KEY, { user: userName(), screen, id, base: withoutSecrets(base), values: withoutSecrets(form.getValues()) } satisfies Draft)
      else if (mine && !offered) forget()
    }
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true, defaultValues: true },
      callback: (state) => {
        if (typeof state.isDirty === 'boolean') dirty = state.isDirty
        if (state.defaultValues) base = state.defaultValues as Form
        clearTimeout(timer)
        timer = setTimeout(sync)
      },
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [form, screen, id, offered])

  const restore = (draft: Draft<Form>) => {
    onRestore?.(draft)
    form.reset(draft.base)
    form.reset(draft.values, { keepDefaultValues: true })
  }
  const dialog = (
    <ConfirmDialog
      open={offered !== null}
      title={t.title}
      message={t.question}
      confirmLabel={t.restore}
      cancelLabel={c.discard}
      onConfirm={() => {
        if (offered) restore(offered)
        setOffered(null)
      }}
      onCancel={() => {
        forget()
        setOffered(null)
      }}
      onDismiss={() => setOffered(null)}
    />
  )
  return { dialog, forget }
}

export function forget() {
  try {
    sessionArea()?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing kept when storage is blocked.
  }
}
