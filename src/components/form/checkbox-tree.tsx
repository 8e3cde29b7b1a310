import { useId, useState, type Ref } from 'react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { useTranslate } from '@/i18n/texts'
import { useTexts } from './texts'

/** A node of a checkbox tree (the contract's MenuTreeNode has these and more). */
export interface TreeNode {
  id: number
  name: string
  children: readonly TreeNode[]
}

export type TickState = 'checked' | 'mixed' | 'unchecked'

/** The leaf ids under `node` (the node itself when it is a leaf): what decides its tick. */
export function leavesOf(node: TreeNode): number[] {
  return node.children.length ? node.children.flatMap(leavesOf) : [node.id]
}

/** A leaf is ticked when its id is in the value; a parent is ticked when all its leaves are, mixed when some are. */
export function tickState(node: TreeNode, ticked: ReadonlySet<number>): TickState {
  const leaves = leavesOf(node)
  const count = leaves.filter((id) => ticked.has(id)).length
  return count === 0 ? 'unchecked' : count === leaves.length ? 'checked' : 'mixed'
}

/**
 * The value after ticking (or unticking) `node`: ticking a parent ticks all its children. The value is
 * every ticked leaf plus every parent that is ticked or partly ticked (a menu header must be granted
 * for its pages to show), in ascending order.
 */
export function toggleNode(nodes: readonly TreeNode[], value: readonly number[], node: TreeNode, tick: boolean): number[] {
  const leaves = new Set(nodes.flatMap(leavesOf).filter((id) => value.includes(id)))
  for (const id of leavesOf(node)) {
    if (tick) leaves.add(id)
    else leaves.delete(id)
  }
  const out: number[] = []
  const walk = (list: readonly TreeNode[]) =>
    list.forEach((n) => {
      if (tickState(n, leaves) !== 'unchecked') out.push(n.id)
      walk(n.children)
    })
  walk(nodes)
  return out.sort((a, b) => a - b)
}

export interface CheckboxTreeProps {
  label: string
  nodes: readonly TreeNode[]
  /** The ticked ids (`treeIds`). */
  value: readonly number[]
  onChange: (value: number[]) => void
  error?: string
  required?: boolean
  disabled?: boolean
  /** Given the first checkbox, so a failed submit can focus the field. */
  ref?: Ref<HTMLInputElement>
  onBlur?: () => void
  /** Shown while `nodes` is empty (e.g. still loading). */
  emptyText?: string
}

/**
 * A checkbox tree (spec: menu-access tree) as nested lists of real checkboxes: Tab moves between
 * them, Space ticks, each parent has a button that expands or collapses it. A partly ticked parent
 * is indeterminate (the input's `indeterminate` and `aria-checked="mixed"`).
 */
export function CheckboxTree({ label, nodes, value, onChange, error, required, disabled, ref, onBlur, emptyText }: CheckboxTreeProps) {
  const t = useTexts().tree
  const translate = useTranslate()
  const id = useId()
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const ticked = new Set(value)
  const firstId = nodes[0]?.id

  const renderNodes = (list: readonly TreeNode[], level: number) => (
    <ul className={level === 1 ? 'space-y-1' : 'ms-6 mt-1 space-y-1'}>
      {list.map((node) => {
        const state = tickState(node, ticked)
        const open = !collapsed.has(node.id)
        const groupId = `${id}-group-${node.id}`
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1">
              {node.children.length ? (
                <button
                  type="button"
                  className="flex size-6 items-center justify-center rounded text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                  aria-expanded={open}
                  aria-controls={groupId}
                  aria-label={open ? t.collapse(node.name) : t.expand(node.name)}
                  onClick={() =>
                    setCollapsed((prev) => {
                      const next = new Set(prev)
                      if (open) next.add(node.id)
                      else next.delete(node.id)
                      return next
                    })
                  }
                >
                  {open ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
                </button>
              ) : (
                <span className="size-6" aria-hidden="true" />
              )}
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input
                  ref={(input) => {
                    if (input) input.indeterminate = state === 'mixed'
                    if (node.id !== firstId || level !== 1 || !ref) return
                    if (typeof ref === 'function') ref(input)
                    else ref.current = input
                  }}
                  type="checkbox"
                  className="size-4 rounded border-slate-400 accent-brand-600"
                  checked={state === 'checked'}
                  aria-checked={state === 'mixed' ? 'mixed' : undefined}
                  aria-invalid={level === 1 && !!error ? true : undefined}
                  disabled={disabled}
                  onBlur={onBlur}
                  onChange={() => onChange(toggleNode(nodes, value, node, state !== 'checked'))}
                />
                {node.name}
              </label>
            </div>
            {node.children.length > 0 && (
              <div id={groupId} hidden={!open}>
                {open && renderNodes(node.children, level + 1)}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )

  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {translate(label)}
        {required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="max-h-96 overflow-auto rounded-md border border-slate-300 p-2 dark:border-slate-700">
        {nodes.length ? renderNodes(nodes, 1) : <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText === undefined ? t.noItems : translate(emptyText)}</p>}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {translate(error)}
        </p>
      )}
    </fieldset>
  )
}
