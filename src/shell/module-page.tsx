import { createContext, use, useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useWatch, type FieldValues } from 'react-hook-form'
import * as Tabs from '@radix-ui/react-tabs'
import type { RowData } from '@tanstack/react-table'
import { errorMessage } from '@/api/errors'
import { AskHost } from '@/components/ask'
import { useTableState } from '@/components/data-table/use-table-state'
import { toast } from '@/components/toast'
import { useDirection } from '@/components/use-direction'
import { clearSelection } from '@/session/storage'
import type { PostPath } from './calls'
import type { Filters, ListSpec, ModuleDefinition } from './define-module'
import { FilterBar, useFilters } from './filters'
import { DEFAULT_PAGE_SIZE, ListView } from './list-view'
import { PageFrame, TAB_CLASS, TAB_LIST_CLASS } from './page-frame'
import { ShellForm, useShellForm } from './shell-form'
import { Toolbar } from './toolbar'
import { useList } from './use-list'
import { useTranslate } from '@/i18n/texts'
import { TEXTS } from './texts'


interface ModuleTabs {
  /** The open record's encrypted id; null for a new one or none. */
  id: string | null
  /** Opens a tab (e.g. the transaction form opening Advocate Dealing), enabling it first. */
  show: (tab: string) => void
}
const ModuleTabsContext = createContext<ModuleTabs>({ id: null, show: () => undefined })
/** For a module's tab panels: the open record and a way to open another tab. */
export const useModuleTabs = () => use(ModuleTabsContext)

/** What a tab with a form of its own gives the toolbar's Save. */
interface PanelSave {
  save: () => void
  canSave: boolean
  saving: boolean
}
/** Sets the toolbar's Save of the tab the panel is rendered in (null: the tab has none). */
const PanelSaveContext = createContext<(save: PanelSave | null) => void>(() => undefined)

/**
 * For a tab panel with a form of its own (System settings' e-mail settings): the page's one Save, in the
 * toolbar, saves that form while its tab is shown. The panel renders no Save button of its own.
 */
export function usePanelSave({ save, canSave, saving }: PanelSave) {
  const register = use(PanelSaveContext)
  // The latest save, without registering again on every render.
  const latest = useRef(save)
  useEffect(() => {
    latest.current = save
  })
  useEffect(() => register({ save: () => latest.current(), canSave, saving }), [register, canSave, saving])
  useEffect(() => () => register(null), [register])
}

/** Where New puts the focus: the first field that takes typing. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])'

/** The tabbed list/detail page every module of spec §2.5 is. */
export function ModulePage<Row extends RowData, Form extends FieldValues, P extends PostPath, F extends Filters>({ module: def }: { module: ModuleDefinition<Row, Form, P, F> }) {
  // A module's labels are its feature's English catalog texts: shown here in the language on screen.
  const translate = useTranslate()
  const state = useTableState('list', def.list.pageSize ?? DEFAULT_PAGE_SIZE)
  const [filters, setFilters] = useFilters(def.filters?.empty, 'listPage')
  const overview = def.overview?.when(filters) ? def.overview : undefined
  const spec = (overview?.list ?? def.list) as unknown as ListSpec<Row, PostPath, Filters>
  const list = useList(spec, state, filters)
  const [tab, setTab] = useState('list')
  /** null: nothing opened, so the details tab is disabled; id null: a new record (add). */
  const [editing, setEditing] = useState<{ id: string | null } | null>(null)
  /** Tabs a panel opened although their rule would not yet enable them. */
  const [unlocked, setUnlocked] = useState<readonly string[]>([])
  /** The toolbar's Save of each tab whose panel has a form of its own. */
  const [panelSaves, setPanelSaves] = useState<Readonly<Record<string, PanelSave>>>({})
  // One setter per tab, made once: a panel registers again only when its Save changes.
  const panelSetters = useMemo(
    () =>
      new Map(
        (def.extraTabs ?? []).map(({ value }) => [
          value,
          (save: PanelSave | null) =>
            setPanelSaves((saves) => {
              const next = { ...saves }
              if (save) next[value] = save
              else delete next[value]
              return next
            }),
        ]),
      ),
    [def.extraTabs],
  )
  /**
   * Asked by New: the details tab's first field takes the focus once it is on screen (the tab's fields
   * appear a render after the tab is chosen, or are there already when New is pressed on that tab).
   */
  const [focusFirst, setFocusFirst] = useState(0)
  const focusPending = useRef(false)
  const details = useRef<HTMLElement | null>(null)
  const placeFocus = () => {
    const field = focusPending.current ? details.current?.querySelector<HTMLElement>(FIRST_FIELD) : null
    if (!field) return
    focusPending.current = false
    field.focus()
  }
  const detailsFields = (element: HTMLFieldSetElement | null) => {
    details.current = element
    placeFocus()
  }
  useEffect(() => {
    if (!focusFirst) return
    focusPending.current = true
    placeFocus()
  }, [focusFirst])
  useEffect(clearSelection, [])
  const dir = useDirection()

  const id = editing?.id ?? null
  const shell = useShellForm<Form>({
    schema: def.form.schema,
    empty: def.form.empty,
    submit: (values) => {
      if (id) return def.update(id, values, filters)
      // Without `create` there is no New, so a form without an id is never saved.
      if (!def.create) throw new Error(TEXTS.noAdding)
      return def.create(values, filters)
    },
    onSaved: (saved) => {
      // After a create the provider's id turns later saves into updates.
      setEditing({ id: id ?? saved.id ?? null })
      if (!id && def.afterCreate === 'list') {
        state.setPage(1)
        setTab('list')
      }
    },
    onStopped: (kept) => kept.id && setEditing({ id: kept.id }),
    // The first failing field (in the form's order, the details first) is shown on the tab that holds it.
    onInvalid: (fields) => {
      const holder = (field: string) => def.extraTabs?.find((t) => t.partOfForm && t.fields?.includes(field))?.value ?? 'details'
      if (fields[0] !== undefined) setTab(holder(fields[0]))
    },
    draft: {
      screen: def.title,
      id,
      onRestore: (draft) => {
        setEditing({ id: draft.id })
        setTab('details')
      },
    },
  })
  const { form, guard } = shell
  const values = useWatch({ control: form.control }) as Form
  const readOnly = editing ? (def.form.readOnly?.(values, id) ?? null) : null

  const close = () => {
    form.reset(def.form.empty)
    setEditing(null)
    setUnlocked([])
    setTab('list')
  }
  const startNew = () => {
    form.reset(def.form.fresh?.(filters) ?? def.form.empty)
    setEditing({ id: null })
    setUnlocked([])
    setTab('details')
    setFocusFirst((n) => n + 1)
  }
  const open = async (row: Row) => {
    if (overview) return setFilters(overview.pick(row as never))
    try {
      form.reset(await def.load(row, filters))
      setEditing({ id: def.idOf(row) })
      setUnlocked([])
      setTab(def.list.opens?.(row) ?? 'details')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const show = (next: string) => {
    setUnlocked((tabs) => (tabs.includes(next) ? tabs : [...tabs, next]))
    setTab(next)
  }
  const tabs = [
    { value: 'list', label: def.listTab, enabled: true },
    { value: 'details', label: def.detailTab, enabled: editing !== null },
    // A tab that edits part of the record's form has nothing to show until a record is open.
    ...(def.extraTabs ?? []).map((t) => ({ ...t, enabled: (!t.partOfForm || editing !== null) && (unlocked.includes(t.value) || (t.enabled?.(id) ?? true)) })),
  ]

  const ownSave = panelSaves[tab]
  return (
    <PageFrame
      title={def.title}
      toolbar={
        <Toolbar
          saving={ownSave ? ownSave.saving : shell.saving}
          canSave={ownSave ? ownSave.canSave : (tab === 'details' || !!def.extraTabs?.some((t) => t.value === tab && t.partOfForm)) && shell.dirty}
          onNew={
            def.create
              ? () => {
                  // A refusal (no client chosen) says why before anything else is asked or lost.
                  const refusal = def.canCreate?.(filters) ?? null
                  if (refusal) toast.error(refusal)
                  else guard.confirm(startNew)
                }
              : undefined
          }
          onSave={ownSave ? ownSave.save : readOnly ? undefined : () => void shell.save()}
          onCancel={() => guard.confirm(close)}
          onExit={guard.exit}
        />
      }
    >
      {/* Manual activation: focus coming back to the list tab after the question must not ask again. */}
      <Tabs.Root value={tab} dir={dir} activationMode="manual" onValueChange={(next) => (next === 'list' ? guard.confirm(close) : setTab(next))}>
        <Tabs.List aria-label={translate(def.title)} className={TAB_LIST_CLASS}>
          {tabs.map(({ value, label, enabled }) => (
            <Tabs.Trigger key={value} value={value} disabled={!enabled} className={TAB_CLASS}>
              {translate(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="list" className="space-y-4 pt-4 focus-visible:outline-none">
          {def.filters && <FilterBar label={def.listTab} values={filters} onChange={setFilters} Fields={def.filters.Fields} />}
          <ListView key={overview ? 'overview' : 'list'} label={def.listTab} spec={spec} list={list} state={state} filters={filters} exportName={def.title} onOpenRow={(row) => guard.confirm(() => void open(row))} />
        </Tabs.Content>
        <Tabs.Content value="details" className="mt-4 focus-visible:outline-none">
          <ShellForm shell={shell} label={def.detailTab} className="card p-4 sm:p-6">
            {readOnly && (
              <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                {translate(readOnly)}
              </p>
            )}
            {/* A read-only record ignores edits: every control inside is disabled. */}
            <fieldset ref={detailsFields} disabled={readOnly !== null} className="min-w-0">
              <def.form.Fields id={id} />
            </fieldset>
            {def.form.After && <def.form.After id={id} />}
          </ShellForm>
        </Tabs.Content>
        <ModuleTabsContext value={{ id, show }}>
          {/* The record's form, for panels that edit part of it (a panel with a form of its own keeps its own provider). */}
          <FormProvider {...form}>
            {def.extraTabs?.map(({ value, Panel }) => (
              <Tabs.Content key={value} value={value} forceMount hidden={tab !== value} className="pt-4 focus-visible:outline-none">
                <PanelSaveContext value={panelSetters.get(value)!}>
                  <Panel id={id} />
                </PanelSaveContext>
              </Tabs.Content>
            ))}
          </FormProvider>
        </ModuleTabsContext>
      </Tabs.Root>
      {shell.dialogs}
      <AskHost />
    </PageFrame>
  )
}
