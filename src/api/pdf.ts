import { ApiError, GENERIC_ERROR } from './errors'

/**
 * A report call answers a PDF, or the envelope with a message when there is nothing to print.
 * Returns the PDF; anything else becomes an ApiError carrying the provider's message.
 */
export async function readPdf(blob: Blob | undefined): Promise<Blob> {
  if (!blob) throw new ApiError(GENERIC_ERROR, 0)
  if ((await blob.slice(0, 5).text()) === '%PDF-') return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' })
  let message = GENERIC_ERROR
  try {
    const body = JSON.parse(await blob.text()) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) message = body.message
  } catch {
    // Not JSON either: the generic message stands.
  }
  throw new ApiError(message, 200)
}
