import type { ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod/mini'
import type { RowData } from '@tanstack/react-table'
import type { Columns } from '@/components/data-table/data-table'
import type { TableState } from '@/components/data-table/use-table-state'
import { ApiError } from '@/api/errors'

/** What a module's list hook gives the shell: one page of rows from the provider. */
export interface ListResult<Row> {
  rows: Row[] | undefined
  total: number
  status: 'pending' | 'error' | 'success'
  refetch: () => unknown
}

/** What a save answers: the provider's message, and on a create the new record's encrypted id. */
export interface Saved<Form = unknown> {
  message: string
  id?: string
  /** The record as the provider now has it (codes and row ids it made); the form shows these after the save. */
  values?: Form
}

/**
 * A multi-step save (§4: master first, then its rows) that stopped at a failing step. The message says
 * which step; `kept` is what the earlier steps saved (the record's id, row ids), so the next save updates
 * them instead of adding them again. The form keeps every field and its unsaved state.
 */
export class SaveStopped<Form = unknown> extends ApiError {
  readonly kept: { id?: string; values?: Form }
  constructor(message: string, kept: { id?: string; values?: Form }, status = 500) {
    super(message, status)
    this.name = 'SaveStopped'
    this.kept = kept
  }
}

/** A tab after the details tab with content of its own (e.g. System settings' Email form). */
export interface ExtraTab {
  value: string
  label: string
  Panel: ComponentType
}

/**
 * One module of the spec (§2.5 shell), declared as one object: the shell builds the tabs, toolbar,
 * list, form, save flow and unsaved-changes guard from it. A module writes its schema, columns,
 * fields and calls — never a table or a shell of its own.
 */
export interface ModuleDefinition<Row extends RowData, Form extends FieldValues> {
  /** Page heading, e.g. 'Court Type Master'. */
  title: string
  /** Tab labels of the spec, e.g. 'Court Type List' and 'Add Court Type'. */
  listTab: string
  detailTab: string
  list: {
    columns: Columns<Row>
    /** Spec §9: 15 rows by default for masters. */
    pageSize?: number
    pageSizes?: readonly number[]
    /** The spec's text for a failed list, where it gives one. */
    failedText?: string
    useRows: (state: TableState) => ListResult<Row>
    rowId: (row: Row) => string
  }
  form: {
    schema: z.ZodMiniType<Form, Form>
    empty: Form
    Fields: ComponentType<{ id: string | null }>
  }
  /** The encrypted id of a row (what decides update over add), and its form values (fetched when needed). */
  idOf: (row: Row) => string
  load: (row: Row) => Form | Promise<Form>
  create: (values: Form) => Promise<Saved<Form>>
  update: (id: string, values: Form) => Promise<Saved<Form>>
  /** After a create: stay on the details tab (default), or show the list at page 1 with the record kept for update (scheduler, spec 3 §4). */
  afterCreate?: 'details' | 'list'
  /** Tabs after the details tab; their panels stay mounted (hidden) so their own forms keep their state. */
  extraTabs?: readonly ExtraTab[]
}

export const defineModule = <Row extends RowData, Form extends FieldValues>(definition: ModuleDefinition<Row, Form>) => definition
