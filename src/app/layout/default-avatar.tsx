import { UserCircle2 } from 'lucide-react'

/** Apart from the picture, which loads later: importing this must not pull the picture's call into every page. */
export const DefaultAvatar = () => <UserCircle2 size={30} aria-hidden="true" className="text-slate-500 dark:text-slate-300" />
