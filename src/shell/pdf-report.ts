import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import { toast } from '@/components/toast'
import { openPdf } from '@/lib/pdf'
import { TEXTS } from './texts'

/**
 * Where each PDF failure shows (as a 10 s toast). The user mostly sees the provider's own message,
 * 'No records found!' when there is nothing to print. When the provider breaks down (5xx, no connection)
 * the user sees spec 1 §7's 'Something went wrong, please try again.', and spec 3 §8's internal
 * 'Failed to generate PDF' goes to the console. When the browser cannot open or save the PDF it got, the
 * user sees 'Error occurred while downloading PDF': it tells them the report itself is fine.
 */
export const PDF_FAILED = TEXTS.pdf.failed
export const PDF_GENERATE_FAILED = TEXTS.pdf.generateFailed
export const PDF_DOWNLOAD_FAILED = TEXTS.pdf.downloadFailed

/** A message the provider chose (nothing to print, not found) is shown as it is; a breakdown is not explained to the user. */
export function pdfError(error: unknown) {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message
  console.error(PDF_GENERATE_FAILED, error)
  return PDF_FAILED
}

/**
 * The one PDF pipeline of every report (spec 3 §7.3, §8): ask the provider with its PDF flag (`parseAs: 'blob'`),
 * read the answer as a PDF or as the provider's message, open it in a new tab and download it as `fileName`.
 */
export function usePdfReport<Input>({ fileName, call, onSettled }: { fileName: string; call: (input: Input) => Promise<Blob | undefined>; onSettled?: () => void }) {
  return useMutation({
    mutationFn: async (input: Input) => readPdf(await call(input)),
    onSuccess: (pdf) => {
      try {
        openPdf(pdf, fileName)
      } catch (error) {
        console.error(error)
        toast.error(PDF_DOWNLOAD_FAILED)
      }
    },
    onError: (error) => toast.error(pdfError(error)),
    onSettled,
  })
}
