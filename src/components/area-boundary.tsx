import { Component, type ReactNode } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { askAgain } from '@/api/query-client'
import { LoadFailed } from './load-failed'
import { texts } from './component-texts'
import { translate } from '@/i18n/texts'

interface Props {
  /** What the area is, for its message ('The case calendar could not be shown.'). */
  label: string
  /**
   * Shown instead of the message where a plainer version of the area is better than a card saying it
   * failed (a layout piece: the default avatar instead of the picture).
   */
  fallback?: ReactNode
  children: ReactNode
}

/**
 * QUALITY §7: one area that fails while rendering (an answer that does not fit) shows its own error
 * and Try again; the rest of the screen and the layout stay. Try again drops the failed answers, so
 * the area asks the provider again instead of rendering the same answer.
 */
export function AreaBoundary(props: Props) {
  const queryClient = useQueryClient()
  return <Boundary {...props} queryClient={queryClient} />
}

class Boundary extends Component<Props & { queryClient: QueryClient }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  retry = async () => {
    await askAgain(this.props.queryClient)
    this.setState({ failed: false })
  }
  render() {
    if (!this.state.failed) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
    return <LoadFailed className="card p-6 text-center" text={texts().notShown(translate(this.props.label))} onRetry={() => void this.retry()} />
  }
}
