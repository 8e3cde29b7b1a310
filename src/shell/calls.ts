import type { paths } from '@/api/schema.gen'

/** Every POST call of the contract whose success answer carries `data`. */
export type PostPath = {
  [P in keyof paths]: paths[P] extends { post: { responses: { 200: { content: { 'application/json': { data: unknown } } } } } } ? P : never
}[keyof paths]

/** The JSON body a POST call takes. */
export type PostBody<P extends PostPath> = paths[P]['post'] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never

/** The `data` of a POST call's success answer. */
export type PostData<P extends PostPath> = paths[P]['post'] extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never
