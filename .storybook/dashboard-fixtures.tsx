import type { ComponentType } from 'react'
import { http, HttpResponse } from 'msw'
import type { StoryContext } from '@storybook/react-vite'
import { fail } from '@mocks/http'
import type { paths } from '@/api/schema.gen'
import { useSessionStore } from '@/session/session-store'

/** What a POST call answers inside the envelope, from the contract. */
type Data<P extends keyof paths> = paths[P] extends { post: { responses: { 200: { content: { 'application/json': { data: infer D } } } } } } ? D : never
type BeforeEach = (context: Pick<StoryContext, 'msw'>) => void

/** The signed-in advocate (stories sign in with `parameters.user`), passed to a dashboard widget as the page does. */
export function useAdvocate() {
  const session = useSessionStore((s) => s.session)
  return { advocateCode: session?.encryptedAdvocateCode ?? '', userName: session?.loginUserName ?? '' }
}

/** A story `render` for a dashboard widget, given the session's advocate as the dashboard page gives it. */
export const asAdvocate = (Widget: ComponentType<ReturnType<typeof useAdvocate>>) =>
  function SignedInWidget() {
    return <Widget {...useAdvocate()} />
  }

/** A story `beforeEach`: the provider answers `path` with `data` (an empty list), checked against the contract. */
export const answerEmpty =
  <P extends keyof paths>(path: P, data: Data<P>): BeforeEach =>
  ({ msw }) =>
    msw.use(http.post(`*/api${path}`, () => HttpResponse.json({ status: 200, message: 'ok', data })))

/** A story `beforeEach`: the provider fails `path` with HTTP 500 and its message in the envelope. */
export const answerFailure =
  (path: keyof paths): BeforeEach =>
  ({ msw }) =>
    msw.use(http.post(`*/api${path}`, () => fail(500, 'The server had a problem.')))
