// Small fake modules for the shell's own tests: they use real calls of the contract, answered by the test.
import * as z from 'zod/mini'
import { vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import type { components } from '@/api/schema.gen'
import { TextInput } from '@/components/form/form-fields'
import { defineList, defineModule, type ExtraTab, type Saved } from '@/shell/define-module'
import { useModuleTabs, usePanelSave } from '@/shell/module-page'
import { ShellForm, useShellForm } from '@/shell/shell-form'
import { pagedBody } from '@/shell/use-list'

type Row = components['schemas']['CourtTypeRow']
type Group = components['schemas']['CountryRow']
export type Widget = { name: string }

export const WIDGET_NAME = 'Enter widget name'
export const widgetSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1, WIDGET_NAME)) })

/** The rows the fake provider lists, and the list requests it received. */
export function serveWidgets(rows: Row[] = [1, 2, 3].map((n) => ({ courtTypeName: `WIDGET ${n}`, courtTypeCode: String(n), encryptedCourtTypeCode: `enc-${n}` }))) {
  const requests: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/court-type-master-list', async ({ request }) => {
      const body = (await request.json()) as { SearchText?: string; pageNumber: number; pageSize: number }
      requests.push(body)
      const found = rows.filter((r) => !body.SearchText || r.courtTypeName.includes(body.SearchText.toUpperCase()))
      return HttpResponse.json({ status: 200, message: 'Success', data: { courtTypeMasterList: found, totalCount: found.length } })
    }),
  )
  return requests
}

export function serveGroups() {
  server.use(
    http.post('*/api/country-list', () =>
      HttpResponse.json({ status: 200, message: 'Success', data: { countryList: [{ countryCode: 'G1', countryName: 'WIDGET 2' }], totalCount: 1 } }),
    ),
  )
}

function WidgetFields() {
  return <TextInput name="name" label="Widget Name" required />
}

/** A tab that needs a saved record, and shows the id it was given. */
function PartsPanel({ id }: { id: string | null }) {
  const { show } = useModuleTabs()
  return (
    <div>
      <p>Parts of {id}</p>
      <button type="button" onClick={() => show('notes')}>
        Open notes
      </button>
    </div>
  )
}

export function widgetModule(overrides: Partial<Parameters<typeof defineModule<Row, Widget, '/court-type-master-list'>>[0]> = {}) {
  const create = vi.fn(async (values: Widget): Promise<Saved<Widget>> => ({ message: `Added ${values.name}`, id: 'new-id' }))
  const update = vi.fn(async (id: string, values: Widget): Promise<Saved<Widget>> => ({ message: `Updated ${id} to ${values.name}` }))
  const definition = defineModule({
    title: 'Widget Master',
    listTab: 'Widget List',
    detailTab: 'Add Widget',
    list: {
      path: '/court-type-master-list',
      rows: (data) => data.courtTypeMasterList,
      columns: [{ header: 'Widget Name', accessorKey: 'courtTypeName' }],
      rowId: (row: Row) => row.courtTypeCode,
    },
    form: { schema: widgetSchema, empty: { name: '' }, Fields: WidgetFields },
    idOf: (row) => row.encryptedCourtTypeCode ?? '',
    load: (row) => ({ name: row.courtTypeName }),
    create,
    update,
    extraTabs: [
      { value: 'parts', label: 'Parts', Panel: PartsPanel, enabled: (id) => id !== null },
      { value: 'notes', label: 'Notes', Panel: () => <p>Notes panel</p>, enabled: () => false },
    ],
    ...overrides,
  })
  return { definition, create, update }
}

/** The widget list filtered by a group (kept in the URL), one row per group until a group is chosen. */
export const groupFilters = {
  filters: { empty: { group: '' }, Fields: () => <TextInput name="group" label="Group" /> },
  overview: {
    when: (filters: { group: string }) => filters.group === '',
    list: defineList({
      path: '/country-list',
      rows: (data) => data.countryList,
      columns: [{ header: 'Group', accessorKey: 'countryName' }],
      rowId: (row: Group) => row.countryCode,
    }),
    pick: (row: Group) => ({ group: row.countryName }),
  },
}

export const filteredBody = { body: (state: Parameters<typeof pagedBody>[0], filters: { group: string }) => ({ ...pagedBody(state), SearchText: filters.group }) }

/** A tab with a form of its own (as System settings' e-mail settings): the toolbar's Save saves it while it is shown. */
export function settingsTab() {
  const submit = vi.fn(async (values: Widget): Promise<Saved<Widget>> => ({ message: `Settings saved: ${values.name}` }))
  function SettingsPanel() {
    const shell = useShellForm({ schema: widgetSchema, empty: { name: '' }, submit })
    usePanelSave({ save: () => void shell.save(), canSave: shell.dirty, saving: shell.saving })
    return (
      <>
        <ShellForm shell={shell} label="Widget settings">
          <TextInput name="name" label="Setting Name" />
        </ShellForm>
        {shell.dialogs}
      </>
    )
  }
  const tab: ExtraTab = { value: 'settings', label: 'Settings', Panel: SettingsPanel }
  return { tab, submit }
}

/** A widget with parts: its part is a field of the record's form, edited on a tab of its own. */
export type PartedWidget = { name: string; part: string }
export const PART_NAME = 'Enter part name'
export function partedModule() {
  const create = vi.fn(async (values: PartedWidget): Promise<Saved<PartedWidget>> => ({ message: `Added ${values.name} with ${values.part}`, id: 'new-id' }))
  const definition = defineModule({
    title: 'Widget Master',
    listTab: 'Widget List',
    detailTab: 'Add Widget',
    list: widgetModule().definition.list,
    form: {
      schema: z.object({ name: widgetSchema.shape.name, part: z.string().check(z.trim(), z.minLength(1, PART_NAME)) }),
      empty: { name: '', part: '' },
      Fields: WidgetFields,
    },
    idOf: (row) => row.encryptedCourtTypeCode ?? '',
    load: (row) => ({ name: row.courtTypeName, part: '' }),
    create,
    update: vi.fn(),
    extraTabs: [{ value: 'parts', label: 'Parts', partOfForm: true, fields: ['part'], Panel: () => <TextInput name="part" label="Part Name" /> }],
  })
  return { definition, create }
}
