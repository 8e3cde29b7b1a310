import { Component, type ReactNode } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'

interface Props {
  /** What the area is, for its message ('The case calendar could not be shown.'). */
  label: string
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

/**
 * Failed queries, and those of the failed part (unmounted, so no longer active), are reset: they fetch
 * again when it renders anew. What is on screen and working is left alone.
 */
export const askAgain = (queryClient: QueryClient) => queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' || !q.isActive() })

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
    return (
      <div className="card p-6 text-center">
        <p role="alert" className="mb-2">
          {this.props.label} could not be shown.
        </p>
        <button type="button" className="btn-secondary" onClick={() => void this.retry()}>
          <RotateCw size={16} aria-hidden="true" /> Try again
        </button>
      </div>
    )
  }
}
