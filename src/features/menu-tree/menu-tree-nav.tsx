import type { components } from '@/api/schema.gen'
import { Spinner } from '@/components/spinner'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'

type MenuTreeNode = components['schemas']['MenuTreeNode']

interface MenuTreeNavProps {
  nodes: MenuTreeNode[] | undefined
  status: 'pending' | 'error' | 'success'
  selectedId: number | undefined
  onSelect: (encryptedTreeId: string) => void
  onRetry: () => void
}

/** The menu tree as nested lists of buttons: Tab reaches every item, Enter or a click loads it; the loaded one is marked current. */
export function MenuTreeNav({ nodes, status, selectedId, onSelect, onRetry }: MenuTreeNavProps) {
  const t = useTexts().nav
  const c = useCommon()
  const render = (list: MenuTreeNode[], level: number) => (
    <ul className={level === 1 ? 'space-y-0.5' : 'ms-4 mt-0.5 space-y-0.5 border-s border-slate-200 ps-2 dark:border-slate-700'}>
      {list.map((node) => (
        <li key={node.id}>
          <button
            type="button"
            className="w-full rounded px-2 py-1 text-start text-sm hover:bg-slate-100 disabled:opacity-50 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-slate-800 dark:aria-[current=true]:text-sky-300"
            aria-current={node.id === selectedId ? 'true' : undefined}
            disabled={!node.encryptedTreeId}
            onClick={() => node.encryptedTreeId && onSelect(node.encryptedTreeId)}
          >
            {node.name}
          </button>
          {node.children.length > 0 && render(node.children, level + 1)}
        </li>
      ))}
    </ul>
  )
  return (
    <nav aria-label={t.label} className="card max-h-[70vh] overflow-auto p-3">
      {status === 'pending' && <Spinner label={t.loading} />}
      {status === 'error' && (
        <p className="text-sm">
          {t.failed}{' '}
          <button type="button" className="underline" onClick={onRetry}>
            {c.retry}
          </button>
        </p>
      )}
      {nodes && render(nodes, 1)}
    </nav>
  )
}
