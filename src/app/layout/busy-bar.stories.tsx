import { useQuery } from '@tanstack/react-query'
import preview from '../../../.storybook/preview'
import { BusyBar } from './busy-bar'

/** A request that never ends keeps the bar on. */
function PendingRequest() {
  useQuery({ queryKey: ['story', 'pending'], queryFn: () => new Promise<never>(() => undefined) })
  return <p className="text-sm">A request is running; the bar slides along the top of the window.</p>
}

const meta = preview.meta({ title: 'Layout/BusyBar', component: BusyBar })

export const Busy = meta.story({
  render: () => (
    <>
      <BusyBar />
      <PendingRequest />
    </>
  ),
})
export const Idle = meta.story()
