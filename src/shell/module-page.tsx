import { useEffect, useState } from 'react'
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as Tabs from '@radix-ui/react-tabs'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { RowData } from '@tanstack/react-table'
import { errorMessage } from '@/api/errors'
import { DataTable } from '@/components/data-table/data-table'
import { useTableState } from '@/components/data-table/use-table-state'
import { toast } from '@/components/toast'
import { clearSelection } from '@/session/storage'
import { SaveStopped, type ModuleDefinition } from './define-module'
import { PageFrame, TAB_CLASS, TAB_LIST_CLASS } from './page-frame'
import { Toolbar } from './toolbar'
import { useUnsavedGuard } from './unsaved-guard'

/** Spec §9: masters list 15 rows unless the module says otherwise. */
export const DEFAULT_PAGE_SIZE = 15
/** Spec 3 §9 offers 5, 10, 20, 30, 40 yet defaults to 15; 15 is offered too so the default can be chosen again. */
export const DEFAULT_PAGE_SIZES = [5, 10, 15, 20, 30, 40] as const
/** 'list', 'details', or the value of one of the module's extra tabs. */
type Tab = string

/** The tabbed list/detail page every module of spec §2.5 is. */
export function ModulePage<Row extends RowData, Form extends FieldValues>({ module: def }: { module: ModuleDefinition<Row, Form> }) {
  const state = useTableState('list', def.list.pageSize ?? DEFAULT_PAGE_SIZE)
  const list = def.list.useRows(state)
  const form = useForm<Form>({ resolver: zodResolver(def.form.schema) as unknown as Resolver<Form>, defaultValues: def.form.empty as never })
  const [tab, setTab] = useState<Tab>('list')
  /** null: nothing opened, so the details tab is disabled; id null: a new record (add). */
  const [editing, setEditing] = useState<{ id: string | null } | null>(null)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(clearSelection, [])

  const save = async (): Promise<boolean> => {
    let saved = false
    await form.handleSubmit(async (values) => {
      const id = editing?.id ?? null
      try {
        const result = id ? await def.update(id, values) : await def.create(values)
        toast.success(result.message)
        // After a create the provider's id turns later saves into updates.
        setEditing({ id: id ?? result.id ?? null })
        form.reset(result.values ?? values)
        void queryClient.invalidateQueries()
        if (!id && def.afterCreate === 'list') {
          state.setPage(1)
          setTab('list')
        }
        saved = true
      } catch (error) {
        if (error instanceof SaveStopped) {
          // Earlier steps were saved: keep their ids so the next save updates them; the form stays changed.
          const { kept } = error as SaveStopped<Form>
          if (kept.id) setEditing({ id: kept.id })
          if (kept.values) form.reset(kept.values, { keepDefaultValues: true })
          void queryClient.invalidateQueries()
        }
        // QUALITY §1: every field and the unsaved state stay; the provider's message says why.
        toast.error(errorMessage(error))
      }
    })()
    return saved
  }
  const guard = useUnsavedGuard({ dirty: form.formState.isDirty, save })

  const close = () => {
    form.reset(def.form.empty)
    setEditing(null)
    setTab('list')
  }
  const startNew = () => {
    form.reset(def.form.empty)
    setEditing({ id: null })
    setTab('details')
  }
  const open = async (row: Row) => {
    try {
      form.reset(await def.load(row))
      setEditing({ id: def.idOf(row) })
      setTab('details')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  return (
    <PageFrame
      title={def.title}
      toolbar={
        <Toolbar
          saving={form.formState.isSubmitting}
          canSave={tab === 'details' && form.formState.isDirty}
          onNew={() => guard.confirm(startNew)}
          onSave={() => void save()}
          onCancel={() => guard.confirm(close)}
          onExit={() => guard.confirm(() => guard.leave(() => navigate({ to: '/dashboard' })))}
        />
      }
    >
      <Tabs.Root value={tab} onValueChange={(next) => (next === 'list' ? guard.confirm(close) : setTab(next))}>
        <Tabs.List aria-label={def.title} className={TAB_LIST_CLASS}>
          {[{ value: 'list', label: def.listTab }, { value: 'details', label: def.detailTab }, ...(def.extraTabs ?? [])].map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} disabled={value === 'details' && !editing} className={TAB_CLASS}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="list" className="pt-4 focus-visible:outline-none">
          <DataTable
            label={def.listTab}
            columns={def.list.columns}
            rows={list.rows}
            total={list.total}
            status={list.status}
            onRetry={() => void list.refetch()}
            state={state}
            pageSizes={def.list.pageSizes ?? DEFAULT_PAGE_SIZES}
            failedText={def.list.failedText}
            serial
            getRowId={def.list.rowId}
            onOpenRow={(row) => guard.confirm(() => void open(row))}
          />
        </Tabs.Content>
        <Tabs.Content value="details" className="card mt-4 p-4 sm:p-6 focus-visible:outline-none">
          <FormProvider {...form}>
            <form
              noValidate
              aria-label={def.detailTab}
              onSubmit={(event) => {
                event.preventDefault()
                void save()
              }}
            >
              <def.form.Fields id={editing?.id ?? null} />
            </form>
          </FormProvider>
        </Tabs.Content>
        {def.extraTabs?.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} forceMount hidden={tab !== value} className="pt-4 focus-visible:outline-none">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {guard.dialog}
    </PageFrame>
  )
}
