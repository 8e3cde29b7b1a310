import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { PageFrame, SingleTab } from './page-frame'
import { ShellForm, type ShellFormState } from './shell-form'
import { Toolbar } from './toolbar'

interface SingleFormPageProps<Form extends FieldValues> {
  title: string
  shell: ShellFormState<Form>
  /** The one tab's label; the title by default. */
  tab?: string
  /** The form's accessible name; the tab's label by default. */
  formLabel?: string
  /** Save is enabled only when something changed, unless the screen says otherwise (Change Password shows what is missing). */
  canSave?: boolean
  /** Shown beside the form in the tab (e.g. the menu tree). */
  aside?: ReactNode
  /** The screen's own toolbar buttons, placed before Exit. */
  actions?: ReactNode
  /** No Save at all (a record that may not be changed, e.g. a DISPOSED case's next date). */
  hideSave?: boolean
  children: ReactNode
}

/** The single-form page shape (Change Password, Profile, Case next date, the menu tree): one tab, Save and Exit. */
export function SingleFormPage<Form extends FieldValues>({ title, shell, tab = title, formLabel = tab, canSave = shell.dirty, aside, actions, hideSave, children }: SingleFormPageProps<Form>) {
  return (
    <PageFrame
      title={title}
      toolbar={
        <Toolbar canSave={canSave} saving={shell.saving} onSave={hideSave ? undefined : () => void shell.save()} onExit={shell.guard.exit}>
          {actions}
        </Toolbar>
      }
    >
      <SingleTab label={tab} listLabel={aside ? title : tab} className={aside ? 'grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]' : ''}>
        {aside}
        <ShellForm shell={shell} label={formLabel} className="card p-4 sm:p-6">
          {children}
        </ShellForm>
      </SingleTab>
      {shell.dialogs}
    </PageFrame>
  )
}
