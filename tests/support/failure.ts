import { ApiError } from '@/api/errors'

/** The call's failure as status and message; a call that succeeds fails the test. */
export async function failure(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message }
    throw error
  }
  throw new Error('the call succeeded')
}
