import { useState } from 'react'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { FileDown, Search } from 'lucide-react'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import { NO_RECORDS } from '@/components/data-table/texts'
import { listOptions } from '@/components/data-table/list-options'
import { useTableState } from '@/components/data-table/use-table-state'
import { useDelayed } from '@/components/form/async-select'
import { DateInput, SelectInput } from '@/components/form/form-fields'
import { TextField } from '@/components/form/text-field'
import { toast } from '@/components/toast'
import { NEEDS_TOAST_MS } from '@/shell/define-report'
import { ListView } from '@/shell/list-view'
import { PageFrame, SingleTab } from '@/shell/page-frame'
import { usePdfReport } from '@/shell/pdf-report'
import { Toolbar } from '@/shell/toolbar'
import { useList } from '@/shell/use-list'
import { detailsList, PAGE_SIZE, pdfBody, summaryList } from './lists'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './texts'
import { emptyForm, matching, NEED_CLIENT, SEARCH_MAX, statementFilters, type StatementFilters, type StatementForm } from './schema'
import { currentAdvocateCode } from '@/session/session-store'

export const TITLE = TEXTS.title
export const PDF_FILE = 'ClientStatement.pdf'
const CLIENT_SEARCH_DELAY_MS = 300

/**
 * Spec 3 §2.13 places clients left, the report in the centre and the cases right. The report's table needs about
 * 50rem for its eight columns with every amount in view, which three panels leave only on a wide screen (from
 * 104rem); on a laptop the cases go under the clients and the report takes the rest of the width. A phone stacks
 * all three: clients, report, cases.
 */
const PANELS_CLASS =
  'grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start min-[104rem]:grid-cols-[15rem_minmax(0,1fr)_15rem] min-[104rem]:grid-rows-1'
/** Two lists stacked in one column share the screen's height; side by side each may be taller. */
const SIDE_LIST_CLASS = 'lg:max-h-60 min-[104rem]:max-h-[28rem]'

interface Chosen {
  code: string
  name: string
}

/** A panel's search box and its list of buttons, the chosen one pressed. */
function PickList<T>({ label, search, items, keyOf, text, chosen, onChoose, onTyped, empty }: { label: string; search: string; items: T[]; keyOf: (item: T) => string; text: (item: T) => string; chosen: string; onChoose: (item: T) => void; onTyped?: (text: string) => void; empty: string }) {
  const [typed, setTyped] = useState('')
  const shown = matching(items, typed, (item) => [text(item)])
  return (
    <section aria-label={label} className="card space-y-2 p-3">
      <h2 className="text-sm font-semibold">{label}</h2>
      <TextField label={search} type="search" maxLength={SEARCH_MAX} value={typed} onChange={(e) => (setTyped(e.target.value), onTyped?.(e.target.value))} />
      <ul className={`max-h-80 space-y-1 overflow-y-auto ${SIDE_LIST_CLASS}`}>
        {shown.map((item) => (
          <li key={keyOf(item)}>
            <button
              type="button"
              aria-pressed={keyOf(item) === chosen}
              onClick={() => onChoose(item)}
              className="w-full rounded-md px-2 py-1 text-start text-sm hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:font-semibold dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800"
            >
              {text(item)}
            </button>
          </li>
        ))}
        {!shown.length && <li className="px-2 text-sm text-slate-600 dark:text-slate-400">{empty}</li>}
      </ul>
    </section>
  )
}

/**
 * Spec 3 §2.13: clients on the left, the report in the centre, the chosen client's cases on the right.
 * Clicking a client runs its report; clicking a case (or a summary row's case number) narrows it.
 */
export function StatementPage() {
  const t = useTexts()
  const c = useCommon()
  const navigate = useNavigate()
  const form = useForm<StatementForm>({ resolver: zodResolver(statementFilters) as unknown as Resolver<StatementForm>, defaultValues: emptyForm() })
  const [client, setClient] = useState<Chosen | null>(null)
  const [caseNo, setCaseNo] = useState('')
  /** The report as last asked for: the table shows it until the user asks again. */
  const [searched, setSearched] = useState<StatementFilters | null>(null)
  const state = useTableState('statement', PAGE_SIZE)
  const EncryptedAdvocateCode = currentAdvocateCode()
  // The left panel filters the loaded list (spec 3 §2.13). The list is the first 1,000 clients by name; once
  // something is typed it is the first 1,000 the provider finds for it, so a larger practice reaches every client.
  const [clientText, setClientText] = useState('')
  const SearchText = useDelayed(clientText.trim(), CLIENT_SEARCH_DELAY_MS)
  const clients = $api.useQuery('post', '/client-list', { body: { pageNumber: 1, pageSize: 1000, SearchText, EncryptedAdvocateCode, isDropDown: true } }, listOptions)
  const cases = $api.useQuery('post', '/get-client-case-master-list', { body: { EncryptedAdvocateCode, ClientCode: client?.code ?? '' } }, { enabled: !!client })

  const run = (clientCode: string, narrowTo: string) =>
    form.handleSubmit((values) => {
      if (!clientCode) return void toast.error(NEED_CLIENT, { duration: NEEDS_TOAST_MS })
      setSearched({ ...values, clientCode, caseNo: narrowTo })
      state.setPage(1)
    })()
  const narrow = (clientCode: string, no: string) => {
    setCaseNo(no)
    void run(clientCode, no)
  }
  // Declared once: its Case No. button gets the client from the row, so no stale client is kept.
  const [summary] = useState(() => summaryList(narrow))
  const spec = searched?.reportType === 'Details' ? detailsList : summary
  const list = useList(spec, state, searched ?? {}, searched !== null)
  const pdf = usePdfReport({ fileName: PDF_FILE, call: async (filters: StatementFilters) => (await api.POST('/client-report-detail', { body: pdfBody(filters), parseAs: 'blob' })).data })

  return (
    <PageFrame title={t.title} toolbar={<Toolbar onExit={() => void navigate({ to: '/dashboard' })} />}>
      <SingleTab label={t.title} className={PANELS_CLASS}>
        <PickList
          label={t.clients}
          search={t.searchClient}
          items={clients.data?.data.clientList ?? []}
          keyOf={(c) => c.clientCode}
          text={(c) => c.clientName}
          chosen={client?.code ?? ''}
          empty={clients.isPending ? c.loading : NO_RECORDS}
          onTyped={setClientText}
          onChoose={(c) => {
            setClient({ code: c.clientCode, name: c.clientName })
            setCaseNo('')
            void run(c.clientCode, '')
          }}
        />
        <div className="min-w-0 space-y-4 lg:row-span-2 min-[104rem]:row-span-1">
          <FormProvider {...form}>
            <form
              noValidate
              aria-label={t.filters}
              className="card space-y-4 p-4"
              onSubmit={(event) => {
                event.preventDefault()
                void run(client?.code ?? '', caseNo)
              }}
            >
              {client && (
                <p className="text-sm">
                  {t.client} <strong>{client.name}</strong>
                  {caseNo && (
                    <>
                      {' '}
                      · {t.caseNo} <strong>{caseNo}</strong>
                    </>
                  )}
                </p>
              )}
              <div className="grid gap-4 sm:grid-cols-3">
                <DateInput name="fromDate" label={c.fields.fromDate} />
                <DateInput name="toDate" label={c.fields.toDate} />
                <SelectInput name="reportType" label={c.fields.reportType} options={t.reportTypes} placeholder={undefined} />
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="submit" className="btn-primary">
                  <Search size={16} aria-hidden="true" /> {t.getReport}
                </button>
                <button type="button" className="btn-secondary" disabled={pdf.isPending || !searched} onClick={() => searched && pdf.mutate(searched)}>
                  <FileDown size={16} aria-hidden="true" /> {pdf.isPending ? t.preparing : t.downloadPdf}
                </button>
              </div>
            </form>
          </FormProvider>
          {searched && <ListView label={t.payments} spec={{ ...spec, failedText: NO_RECORDS }} list={list} state={state} searchable={false} />}
        </div>
        <PickList
          label={t.cases}
          search={t.searchCase}
          items={client ? (cases.data?.data.caseMasterList ?? []) : []}
          keyOf={(c) => c.caseNo}
          text={(c) => `${c.caseNo} - ${c.caseTitle}`}
          chosen={caseNo}
          empty={client ? (cases.isPending ? c.loading : NO_RECORDS) : t.clickClient}
          onChoose={(c) => narrow(client?.code ?? '', c.caseNo)}
        />
      </SingleTab>
    </PageFrame>
  )
}
