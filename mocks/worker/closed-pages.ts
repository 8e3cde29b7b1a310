/**
 * msw's worker waits for the page's answer to each mock call with no time limit. A page closed while its mock still
 * owed one left that call's fetch event open until the browser ended it minutes later, and a worker with an event
 * open is not replaced: a new demo version waited that long after the last page was closed. So a mock call whose
 * page is gone now ends as a network error (nobody is left to read it), within a second of the page closing.
 *
 * msw's worker stays as msw ships it: the one change is to how a fetch event takes its answer, for calls to `/api/`.
 */
export const CHECK_MS = 1000

interface Pages {
  get(id: string): Promise<unknown>
}

/** The answer, or a network error once the page `pageId` is no longer open (looked for every `checkMs`). */
export function untilPageCloses(answer: Promise<Response>, pageId: string, pages: Pages, checkMs = CHECK_MS): Promise<Response> {
  let settled = false
  const done = () => {
    settled = true
  }
  answer.then(done, done)
  const closed = (async () => {
    while (!settled) {
      await new Promise((resolve) => setTimeout(resolve, checkMs))
      // A list of pages that cannot be read says nothing about this one: keep waiting for its answer.
      if (!settled && !(await pages.get(pageId).catch(() => true))) return Response.error()
    }
    // The answer came first and the race is over: this side never answers.
    return new Promise<Response>(() => undefined)
  })()
  return Promise.race([answer, closed])
}

interface AnswerableEvent {
  readonly clientId: string
  readonly request: Request
  respondWith(answer: Response | PromiseLike<Response>): void
}

/** In the worker (`scope`): every fetch event of a page's `/api/` call takes its answer through `untilPageCloses`. */
export function endCallsOfClosedPages(scope: { FetchEvent: { prototype: AnswerableEvent } }, pages: Pages, origin: string) {
  const { prototype } = scope.FetchEvent
  const respondWith = prototype.respondWith
  prototype.respondWith = function (this: AnswerableEvent, answer) {
    const url = new URL(this.request.url)
    if (!this.clientId || url.origin !== origin || !url.pathname.startsWith('/api/')) return respondWith.call(this, answer)
    return respondWith.call(this, untilPageCloses(Promise.resolve(answer), this.clientId, pages))
  }
}
