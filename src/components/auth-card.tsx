import type { ReactNode } from 'react'
import { useTexts } from './component-texts'
import { useTranslate } from '@/i18n/texts'
import { Scale } from 'lucide-react'

/**
 * The frame of every public page: the product name above one card, centred across and held at the top, so
 * whatever arrives late inside the card (the demo accounts, a message) grows it downwards and shifts nothing.
 */
export function AuthCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const t = useTexts()
  const translate = useTranslate()
  return (
    <main className="flex min-h-screen flex-col items-center justify-start gap-6 px-4 py-10 sm:pt-[12vh]">
      <p className="flex items-center gap-2 text-2xl font-semibold text-brand-700 dark:text-sky-300">
        <Scale aria-hidden="true" size={28} />
        {t.product}
      </p>
      <section className={`card w-full ${wide ? 'max-w-2xl' : 'max-w-md'} p-6 sm:p-8`} aria-labelledby="page-title">
        <h1 id="page-title" className="mb-6 text-xl font-semibold">
          {translate(title)}
        </h1>
        {children}
      </section>
    </main>
  )
}
