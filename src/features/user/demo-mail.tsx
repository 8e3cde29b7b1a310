import { Link } from '@tanstack/react-router'
import { useDemoBridge } from '@/api/demo-bridge'
import { useTexts } from './texts'

/**
 * In dev and demo builds no mail leaves the browser: the last mail the provider "sent" to this user
 * (their sign-in details after a create, a reset link) is shown here. Production has no such mail.
 */
export function UserDemoMail({ email }: { email: string }) {
  const mail = useDemoBridge((s) => s.mail)
  const t = useTexts().mail
  if (!mail || !email || mail.to.toLowerCase() !== email.trim().toLowerCase()) return null
  const reset = mail.link.startsWith('/reset-password/')
  return (
    <section aria-labelledby="user-demo-mail" className="rounded-md border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
      <h3 id="user-demo-mail" className="mb-2 font-semibold">
        {t.title}
      </h3>
      <p className="mb-2">
        {t.to} <code>{mail.to}</code> {reset ? t.holdsLink : t.says}
      </p>
      {mail.lines && mail.lines.length > 0 && (
        <ul className="mb-2 space-y-1">
          {mail.lines.map((line) => (
            <li key={line}>
              <code className="break-all">{line}</code>
            </li>
          ))}
        </ul>
      )}
      {reset && (
        <Link to={mail.link} className="break-all">
          {t.resetLink}
        </Link>
      )}
    </section>
  )
}
