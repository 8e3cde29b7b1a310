import { useMutation } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import { toast } from '@/components/toast'
import { openPdf } from '@/lib/pdf'

export const PDF_FAILED = 'Something went wrong, please try again.'

/** A message the provider chose (nothing to print, not found) is shown as it is; a breakdown is not explained to the user. */
export const pdfError = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : PDF_FAILED)

/**
 * The one PDF pipeline of every report (spec 3 §7.3, §8): ask the provider with its PDF flag (`parseAs: 'blob'`),
 * read the answer as a PDF or as the provider's message, open it in a new tab and download it as `fileName`.
 */
export function usePdfReport<Input>({ fileName, call, onSettled }: { fileName: string; call: (input: Input) => Promise<Blob | undefined>; onSettled?: () => void }) {
  return useMutation({
    mutationFn: async (input: Input) => readPdf(await call(input)),
    onSuccess: (pdf) => openPdf(pdf, fileName),
    onError: (error) => toast.error(pdfError(error)),
    onSettled,
  })
}
