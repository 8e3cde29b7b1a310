import { createContext, use, useState, type ComponentType, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import type { Decorator } from '@storybook/react-vite'
import { createAppQueryClient } from '@/api/query'
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

function storyRouter(path: string) {
  // Every path matches: the root renders the story, any deeper path is the story's outlet.
  const root = createRootRoute({ component: StoryRoute })
  const page = createRoute({ getParentRoute: () => root, path: '$', component: OutletRoute })
  return createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) })
}

function StoryWrapper({ path, outlet, children }: { path: string; outlet?: ComponentType; children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient)
  const [router] = useState(() => storyRouter(path))
  const dark = useTheme((s) => s.isDark)
  return (
    <QueryClientProvider client={queryClient}>
      <Slot value={{ story: children, outlet }}>
        <RouterProvider router={router} />
      </Slot>
      <Toaster position="top-right" duration={10_000} theme={dark ? 'dark' : 'light'} closeButton richColors />
    </QueryClientProvider>
  )
}

export const withAppProviders: Decorator = (Story, { id, parameters }) => (
  // Keyed by story: each story starts with an empty cache and its own router.
  <StoryWrapper key={id} path={parameters.route ?? '/'} outlet={parameters.outlet}>
    <Story />
  </StoryWrapper>
)
