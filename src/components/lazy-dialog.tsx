import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react'

/**
 * A dialog whose code (and Radix's) loads the first time it opens: no page needs a closed dialog
 * to render, and the first render of every page has a size budget. Once loaded it stays mounted,
 * so closing animations and focus return work as usual.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Content = lazy(load)
  return function LazyDialog(props: P) {
    const [used, setUsed] = useState(props.open)
    if (props.open && !used) setUsed(true)
    if (!used) return null
    return (
      <Suspense fallback={null}>
        <Content {...(props as ComponentProps<typeof Content>)} />
      </Suspense>
    )
  }
}
