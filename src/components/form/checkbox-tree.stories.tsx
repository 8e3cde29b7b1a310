import { useState, type ComponentProps } from 'react'
import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { CheckboxTree, type TreeNode } from './checkbox-tree'

const NODES: TreeNode[] = [
  { id: 1, name: 'Dashboard', children: [] },
  {
    id: 10,
    name: 'Data Entry',
    children: [
      { id: 11, name: 'Client', children: [] },
      { id: 12, name: 'Case Registration', children: [] },
    ],
  },
  {
    id: 20,
    name: 'Reports',
    children: [
      { id: 21, name: 'Case Schedule', children: [] },
      { id: 22, name: 'Client Reports', children: [{ id: 23, name: 'Client Statement of Account', children: [] }, { id: 24, name: 'Cash Collection Report', children: [] }] },
    ],
  },
]

/** Holds the ticked ids as a form would. */
function Controlled({ value: initial, ...props }: ComponentProps<typeof CheckboxTree>) {
  const [value, setValue] = useState(initial)
  return <CheckboxTree {...props} value={value} onChange={setValue} />
}

const meta = preview.meta({
  title: 'Components/Form/CheckboxTree',
  component: CheckboxTree,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Menu Tree', nodes: NODES, value: [], onChange: () => {}, required: true },
})

export const Empty = meta.story()
/** 'Reports' and 'Client Reports' are partly ticked (indeterminate). */
export const PartlyTicked = meta.story({ args: { value: [20, 22, 23] } })
export const WithError = meta.story({ args: { error: 'Select atleast one menu tree item' } })
/** Ticking a parent ticks all its children. */
export const TickParent = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reports' }))
    await expect(canvas.getByRole('checkbox', { name: 'Client Statement of Account' })).toBeChecked()
  },
})
