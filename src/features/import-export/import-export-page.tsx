import * as Tabs from '@radix-ui/react-tabs'
import { useDirection } from '@/components/use-direction'
import { TAB_CLASS, TAB_LIST_CLASS } from '@/shell/page-frame'
import { CnrImport } from './cnr-import'
import { PracticeExport } from './practice-export'
import { SheetImport } from './sheet-import'
import { TEXTS, useTexts } from './texts'

export type ImportTab = keyof typeof TEXTS.tabs
export const IMPORT_TABS = Object.keys(TEXTS.tabs) as ImportTab[]

/** Issue 26: moving a practice in (a spreadsheet, a list of CNRs) and taking all of it out. */
export function ImportExportPage({ tab, onTab }: { tab: ImportTab; onTab: (tab: ImportTab) => void }) {
  const t = useTexts()
  return (
    <section aria-labelledby="import-title" className="space-y-3">
      <div>
        <h1 id="import-title" className="text-xl font-semibold">
          {t.title}
        </h1>
        <p className="text-sm">{t.intro}</p>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => onTab(value as ImportTab)} dir={useDirection()}>
        <Tabs.List aria-label={t.title} className={TAB_LIST_CLASS}>
          {IMPORT_TABS.map((id) => (
            <Tabs.Trigger key={id} value={id} className={`${TAB_CLASS} min-h-11`}>
              {t.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="sheet" className="pt-3 focus-visible:outline-none">
          <SheetImport />
        </Tabs.Content>
        <Tabs.Content value="cnr" className="pt-3 focus-visible:outline-none">
          <CnrImport />
        </Tabs.Content>
        <Tabs.Content value="export" className="pt-3 focus-visible:outline-none">
          <PracticeExport />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
