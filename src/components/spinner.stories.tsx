import preview from '../../.storybook/preview'
import { PageSpinner, Spinner } from './spinner'

const meta = preview.meta({ title: 'Components/Spinner', component: Spinner })

export const Default = meta.story()
export const Large = meta.story({ args: { size: 44, label: 'Loading cases' } })
export const Page = meta.story({ render: () => <PageSpinner />, parameters: { layout: 'fullscreen' } })
