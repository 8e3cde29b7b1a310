import type { ReactNode } from 'react'
import * as Tabs from '@radix-ui/react-tabs'
import { useDirection } from '@/components/use-direction'
import { useTranslate } from '@/i18n/texts'

/** A module tab's look (Radix Tabs trigger); narrower on a phone, where four tabs (the advocate's) must fit 390 px. */
export const TAB_CLASS =
  '-mb-px rounded-t-md border border-transparent px-2 py-2 sm:px-4 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[state=active]:border-slate-700 dark:data-[state=active]:border-b-slate-900 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-sky-300'
/** Tabs wrap rather than widen the page: Hindi and Marathi names are often longer. */
export const TAB_LIST_CLASS = 'flex flex-wrap gap-1 border-b border-slate-300 dark:border-slate-700'

/** The frame of every module page (spec §2.5): the title with the toolbar beside it, then the tabs. */
export function PageFrame({ title, toolbar, children }: { title: string; toolbar: ReactNode; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <section aria-labelledby="module-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="module-title" className="text-xl font-semibold">
          {translate(title)}
        </h1>
        {toolbar}
      </div>
      {children}
    </section>
  )
}

/** A module with a single tab (Change Password, the menu tree): the same frame and tab, no list. */
export function SingleTab({ label, listLabel = label, className, children }: { label: string; listLabel?: string; className: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <Tabs.Root value="only" dir={useDirection()}>
      <Tabs.List aria-label={translate(listLabel)} className={TAB_LIST_CLASS}>
        <Tabs.Trigger value="only" className={TAB_CLASS}>
          {translate(label)}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="only" className={`mt-4 focus-visible:outline-none ${className}`}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  )
}

// The frame and its toolbar travel together: every page with the shell's tabs loads them as one chunk.
export { Toolbar } from './toolbar'
