import type { ComponentType, ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod/mini'
import type { RowData } from '@tanstack/react-table'
import type { Columns } from '@/components/data-table/data-table'
import type { RowGroups } from '@/components/data-table/column-look'
import type { TableState } from '@/components/data-table/use-table-state'
import { ApiError } from '@/api/errors'
import type { PostBody, PostData, PostPath } from './calls'

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

/** The user answered No to a question of the save (spec 2 §4): nothing is saved and nothing more is said. */
export class SaveCancelled extends Error {
  constructor() {
    super('The save was cancelled.')
    this.name = 'SaveCancelled'
  }
}

/** Values of a list's filter fields, kept in the URL under their own names. */
export type Filters = Record<string, string>

/**
 * A paged list declared by its call: the shell asks the provider for each page (page, size, search
 * and the filters in the URL) and reads the rows and total from the answer. An answer that does not
 * fit (no rows where rows belong) is shown as a failed list, never as a broken screen.
 */
export interface ListSpec<Row extends RowData, P extends PostPath, F extends Filters = Filters> {
  path: P
  /** The request for one page; by default page, size and search as the masters send them. */
  body?: (state: TableState, filters: F) => PostBody<P>
  rows: (data: PostData<P>) => readonly Row[] | undefined
  /** By default the answer's `totalCount`. */
  total?: (data: PostData<P>) => number | undefined
  columns: Columns<Row>
  rowId: (row: Row) => string
  /**
   * The serial column's header where the spec writes it otherwise than 'S. No.' (spec 3 §2.13: 'S. No'); false
   * leaves the column out, where the spec lists a table's columns without one.
   */
  serialHeader?: string | false
  /** Spec §9: 15 rows by default for masters. */
  pageSize?: number
  pageSizes?: readonly number[]
  /** The spec's text for a failed list, where it gives one. */
  failedText?: string
  emptyText?: string
  /** Spec 2 §9 (payment lists): a failed load is also said in a toast, with the provider's reason. */
  toastOnFailure?: boolean
  /** Spec 1 §2.5: which details tab a row opens (the tab of the encrypted id the row carries); 'details' by default. */
  opens?: (row: Row) => string
  /** Shown under the table, e.g. a total amount. */
  footer?: (data: PostData<P>) => ReactNode
  /** Rows grouped under a header row, in the order the provider gives them (spec 3 §2.13: the schedule by next date). */
  groups?: RowGroups<Row>
}

/** A list whose call and rows were checked where it was declared (see `defineList`). */
export type AnyList = ListSpec<never, PostPath, Filters> & { readonly declared: true }

/** Declares a list apart from a module (e.g. an overview list), checked against its call here. */
export const defineList = <Row extends RowData, P extends PostPath, F extends Filters = Filters>(spec: ListSpec<Row, P, F>) =>
  ({ ...spec, declared: true }) as unknown as AnyList

/** A tab after the details tab. It receives the open record's id; `enabled` says when it may be chosen. */
export interface ExtraTab {
  value: string
  label: string
  Panel: ComponentType<{ id: string | null }>
  /** Always by default; e.g. `(id) => id !== null` for a tab that needs a saved record. */
  enabled?: (id: string | null) => boolean
  /**
   * The panel edits part of the record's own form (an advocate's transactions travel with its save):
   * it reads the form with `useFormContext`, and Save works on this tab as on the details tab.
   */
  partOfForm?: boolean
  /** The form fields such a panel edits: a save refused for any other field shows the details tab. */
  fields?: readonly string[]
}

/**
 * One module of the spec (§2.5 shell), declared as one object: the shell builds the tabs, toolbar,
 * filters, list, form, save flow and unsaved-changes guard from it. A module writes its schema, columns,
 * fields and calls — never a table or a shell of its own.
 */
export interface ModuleDefinition<Row extends RowData, Form extends FieldValues, P extends PostPath, F extends Filters = Filters> {
  /** Page heading, e.g. 'Court Type Master'. */
  title: string
  /** Tab labels of the spec, e.g. 'Court Type List' and 'Add Court Type'. */
  listTab: string
  detailTab: string
  list: ListSpec<Row, P, F>
  /** Fields above the list (form-kit fields and lookups by name); their values live in the URL. */
  filters?: { empty: F; Fields: ComponentType }
  /**
   * A list shown instead of `list` while the filters say so (e.g. one row per client until a client is
   * chosen). Opening one of its rows sets the filters `pick` gives rather than opening a record.
   */
  overview?: { when: (filters: F) => boolean; list: AnyList; pick: (row: never) => Partial<F> }
  /** Why New may not start a record under these filters (e.g. 'Please select client'), shown as a toast; null lets it. */
  canCreate?: (filters: F) => string | null
  form: {
    schema: z.ZodMiniType<Form, Form>
    empty: Form
    Fields: ComponentType<{ id: string | null }>
    /** The values New starts from when they depend on the filters (e.g. the current client); `empty` otherwise. */
    fresh?: (filters: F) => Form
    /**
     * Why the open record may not be changed (a DISPOSED case, a missing right), or null. The shell then
     * hides Save, disables every field and says why.
     */
    readOnly?: (values: Form, id: string | null) => string | null
    /** Below the fields: controls that act on the saved record and stay usable when it is read-only (a case's actions). */
    After?: ComponentType<{ id: string | null }>
  }
  /** The encrypted id of a row (what decides update over add), and its form values (fetched when needed). */
  idOf: (row: Row) => string
  load: (row: Row, filters: F) => Form | Promise<Form>
  /** Left out where records are never added here (a case's file placement): the page then has no New. */
  create?: (values: Form, filters: F) => Promise<Saved<Form>>
  update: (id: string, values: Form, filters: F) => Promise<Saved<Form>>
  /** After a create: stay on the details tab (default), or show the list at page 1 with the record kept for update (scheduler, spec 3 §4). */
  afterCreate?: 'details' | 'list'
  /** Tabs after the details tab; their panels stay mounted (hidden) so their own forms keep their state. */
  extraTabs?: readonly ExtraTab[]
}

export const defineModule = <Row extends RowData, Form extends FieldValues, P extends PostPath, F extends Filters = Filters>(
  definition: ModuleDefinition<Row, Form, P, F>,
) => definition
