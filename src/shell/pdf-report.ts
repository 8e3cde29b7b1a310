import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import { toast } from '@/components/toast'
import { openPdf } from '@/lib/pdf'

/**
 * Spec 3 §8 names two internal PDF failures; decided here where each shows (as a 10 s toast):
 * 'Failed to generate PDF' when the provider breaks down (5xx, no connection), 'Error occurred while
 * downloading PDF' when the browser cannot open or save the PDF it got. The user mostly sees the
 * provider's own message instead, 'No records found!' when there is nothing to print.
 */
export const PDF_FAILED = 'Failed to generate PDF'
export const PDF_DOWNLOAD_FAILED = 'Error occurred while downloading PDF'

/** A message the provider chose (nothing to print, not found) is shown as it is; a breakdown is not explained to the user. */
export const pdfError = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : PDF_FAILED)

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
