import { Link } from '@tanstack/react-router'
import { Hammer } from 'lucide-react'
import { useTranslate } from '@/i18n/texts'
import { useTexts } from './texts'

/** A signed-in route whose screen is not built yet: it says so plainly instead of showing a blank page. */
export function ComingSoon({ title }: { title: string }) {
  const t = useTexts()
  const translate = useTranslate()
  return (
    <section aria-labelledby="module-title" className="card p-6">
      <h1 id="module-title" className="mb-3 text-xl font-semibold">
        {translate(title)}
      </h1>
      <p className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
        <Hammer size={18} aria-hidden="true" /> {t.comingSoon}
      </p>
      <Link to="/dashboard" className="mt-4 inline-block">
        {t.backToDashboard}
      </Link>
    </section>
  )
}
