import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckboxTree, tickState, toggleNode, type TreeNode } from './checkbox-tree'

const NODES: TreeNode[] = [
  { id: 1, name: 'Dashboard', children: [] },
  {
    id: 10,
    name: 'Reports',
    children: [
      { id: 11, name: 'Case Schedule', children: [] },
      { id: 12, name: 'Client Reports', children: [{ id: 13, name: 'Statement', children: [] }, { id: 14, name: 'Cash Collection', children: [] }] },
    ],
  },
]
const reports = NODES[1]

describe('checkbox tree rules', () => {
  it('ticking a parent ticks every child; the value keeps the parents', () => {
    expect(toggleNode(NODES, [], reports, true)).toEqual([10, 11, 12, 13, 14])
  })
  it('a partly ticked parent is mixed and stays in the value; unticking the last child drops it', () => {
    const value = toggleNode(NODES, [10, 11, 12, 13, 14], reports.children[1].children[0], false)
    expect(value).toEqual([10, 11, 12, 14])
    expect(tickState(reports, new Set(value))).toBe('mixed')
    expect(tickState(reports.children[0], new Set(value))).toBe('checked')
    expect(toggleNode(NODES, [10, 11], reports.children[0], false)).toEqual([])
  })
  it('a parent id alone (no leaf) does not tick anything', () => {
    expect(tickState(reports, new Set([10]))).toBe('unchecked')
  })
})

function Harness({ initial = [] as number[], error }: { initial?: number[]; error?: string }) {
  const [value, setValue] = useState(initial)
  return <CheckboxTree label="Menu Tree" nodes={NODES} value={value} onChange={setValue} error={error} required />
}

describe('CheckboxTree', () => {
  it('ticks children with the parent and shows a partial parent as mixed', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('checkbox', { name: 'Reports' }))
    for (const name of ['Case Schedule', 'Client Reports', 'Statement', 'Cash Collection']) expect(screen.getByRole('checkbox', { name })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Statement' }))
    expect(screen.getByRole('checkbox', { name: 'Client Reports' })).toBePartiallyChecked()
    expect(screen.getByRole('checkbox', { name: 'Reports' })).toBePartiallyChecked()
    expect((screen.getByRole('checkbox', { name: 'Reports' }) as HTMLInputElement).indeterminate).toBe(true)
    // Ticking a mixed parent ticks the rest.
    await user.click(screen.getByRole('checkbox', { name: 'Reports' }))
    expect(screen.getByRole('checkbox', { name: 'Statement' })).toBeChecked()
  })

  it('works from the keyboard: Tab to a box, Space ticks; a button collapses and expands', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Dashboard' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Dashboard' })).toBeChecked()
    const toggle = screen.getByRole('button', { name: 'Collapse Reports' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(screen.queryByRole('checkbox', { name: 'Case Schedule' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Expand Reports' }))
    expect(screen.getByRole('checkbox', { name: 'Case Schedule' })).toBeInTheDocument()
  })

  it('has its label as a group name and its message as a description', () => {
    render(<Harness initial={[10, 11]} error="Select atleast one menu tree item" />)
    const group = screen.getByRole('group', { name: /Menu Tree/ })
    expect(group).toHaveAccessibleDescription('Select atleast one menu tree item')
    expect(screen.getByRole('checkbox', { name: 'Reports' })).toBePartiallyChecked()
  })
})
