import { Link } from '@tanstack/react-router'
import { useDemoBridge } from '@/api/demo-bridge'
import { useTexts } from './demo-texts'

/** In dev and demo builds the mock provider's accounts are listed under the form; a click fills it in. */
export function DemoAccounts({ onPick }: { onPick: (username: string, password: string) => void }) {
  const t = useTexts()
  const accounts = useDemoBridge((s) => s.accounts)
  if (!accounts.length) return null
  return (
    <section aria-labelledby="demo-accounts" className="mt-6 rounded-md border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
      <h2 id="demo-accounts" className="mb-2 font-semibold">
        {t.demo.accounts}
      </h2>
      <ul className="space-y-2">
        {accounts.map((a) => (
          <li key={a.username} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <code className="font-semibold">{a.username}</code> / <code>{a.password}</code>{' '}
              <span className="text-slate-600 dark:text-slate-400">— {a.description}</span>
            </span>
            <button type="button" className="btn-secondary px-2 py-1 text-xs" onClick={() => onPick(a.username, a.password)}>
              {t.demo.use(a.username)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** In dev and demo builds no mail leaves the browser: the reset link the provider mailed is shown here. */
export function DemoMail() {
  const t = useTexts()
  const mail = useDemoBridge((s) => s.mail)
  if (!mail) return null
  return (
    <section aria-labelledby="demo-mail" className="mb-6 rounded-md border border-dashed border-slate-300 p-4 text-left text-sm dark:border-slate-600">
      <h2 id="demo-mail" className="mb-2 font-semibold">
        {t.demo.mailbox}
      </h2>
      <p className="mb-2">
        {t.demo.mailTo} <code>{mail.to}</code> {t.demo.mailHolds}
      </p>
      <Link to={mail.link} className="break-all">
        {t.demo.resetLink}
      </Link>
    </section>
  )
}
