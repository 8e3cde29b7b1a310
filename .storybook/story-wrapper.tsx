import { createContext, use, type ComponentType, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { AppToaster } from '@/components/toast'
import type { Decorator, Loader } from '@storybook/react-vite'
import { createAppQueryClient } from '@/api/query-client'
import { useTheme } from '@/app/theme'

/**
 * The one provider wrapper of every story: a fresh QueryClient, a memory-history router (components use
 * <Link> and useNavigate) and the app's toaster. Story parameters: `route` is the router's path
 * (default '/'); `outlet` is the page an <Outlet /> inside the story shows (the signed-in layout's page).
 */
const Slot = createContext<{ story: ReactNode; outlet?: ComponentType }>({ story: null })

const StoryRoute = () => use(Slot).story
function OutletRoute() {
  const Page = use(Slot).outlet
  return Page ? <Page /> : null
}

interface Providers {
  id: string
  router: AnyRouter
  queryClient: QueryClient
}
let current: Providers | undefined

/** A loader, so the router has matched its path before the story renders and a play function starts. */
export const loadProviders: Loader = async ({ id, parameters }) => {
  // Args and globals changes load again; the story keeps its cache and router then.
  if (current?.id !== id) {
    // Every path matches: the root renders the story, any deeper path is the story's outlet.
    const root = createRootRoute({ component: StoryRoute })
    const page = createRoute({ getParentRoute: () => root, path: '$', component: OutletRoute })
    const history = createMemoryHistory({ initialEntries: [parameters.route ?? '/'] })
    current = { id, router: createRouter({ routeTree: root.addChildren([page]), history }), queryClient: createAppQueryClient() }
    await current.router.load()
  }
  return { providers: current }
}

function StoryWrapper({ providers, outlet, children }: { providers: Providers; outlet?: ComponentType; children: ReactNode }) {
  const dark = useTheme((s) => s.isDark)
  return (
    <QueryClientProvider client={providers.queryClient}>
      <Slot value={{ story: children, outlet }}>
        <RouterProvider router={providers.router} />
      </Slot>
      <AppToaster dark={dark} />
    </QueryClientProvider>
  )
}

export const withAppProviders: Decorator = (Story, { id, loaded, parameters }) => (
  <StoryWrapper key={id} providers={loaded.providers as Providers} outlet={parameters.outlet}>
    <Story />
  </StoryWrapper>
)
