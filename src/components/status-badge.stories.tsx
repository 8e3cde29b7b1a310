import preview from '../../.storybook/preview'
import { StatusBadge } from './status-badge'

/** Every status the badge knows, as the provider spells them; 'A' and 'S' are wire codes shown as words. */
const STATUSES = {
  Case: ['ONGOING', 'WON', 'LOST', 'DISPOSED', 'CLOSED'],
  'People, roles, types and jobs': ['Active', 'Suspended', 'A', 'S', 'InActive'],
  Reminders: ['Open', 'Close'],
  'Approval and documents': [
    'Draft',
    'Send for Verification',
    'Approved',
    'Rejected',
    'Hold',
    'Invoiced',
    'Partially Paid',
    'Fully Paid',
    'Cancelled',
    'Not Received',
  ],
}

const meta = preview.meta({ title: 'Components/StatusBadge', component: StatusBadge })

export const AllStatuses = meta.story({
  render: () => (
    <dl className="space-y-3">
      {Object.entries(STATUSES).map(([group, statuses]) => (
        <div key={group}>
          <dt className="mb-1 text-sm font-semibold">{group}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {statuses.map((status) => (
                <li key={status}>
                  <StatusBadge status={status} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  ),
})
