import type { ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod/mini'
import type { RowData } from '@tanstack/react-table'
import type { Columns } from '@/components/data-table/data-table'
import type { TableState } from '@/components/data-table/use-table-state'

/** What a module's list hook gives the shell: one page of rows from the provider. */
export interface ListResult<Row> {
  rows: Row[] | undefined
  total: number
  status: 'pending' | 'error' | 'success'
  refetch: () => unknown
}

/** What a save answers: the provider's message, and on a create the new record's encrypted id. */
export interface Saved {
  message: string
  id?: string
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
  create: (values: Form) => Promise<Saved>
  update: (id: string, values: Form) => Promise<Saved>
}

export const defineModule = <Row extends RowData, Form extends FieldValues>(definition: ModuleDefinition<Row, Form>) => definition
