import type { ReactNode } from 'react'
import { Scale } from 'lucide-react'

/** The frame of every public page: the product name above one centred card. */
export function AuthCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <p className="flex items-center gap-2 text-2xl font-semibold text-brand-700 dark:text-sky-300">
        <Scale aria-hidden="true" size={28} />
        Case Diary
      </p>
      <section className={`card w-full ${wide ? 'max-w-2xl' : 'max-w-md'} p-6 sm:p-8`} aria-labelledby="page-title">
        <h1 id="page-title" className="mb-6 text-xl font-semibold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  )
}
