/** The languages a report PDF is written in. */
export type PdfLanguage = 'en' | 'hi' | 'mr'

/**
 * The PDF's language from the request's Accept-Language (the contract: en, hi or mr; anything else is English). The
 * first tag of those three wins, so 'mr-IN, hi;q=0.8' is Marathi. Apart from the words' catalog (texts.ts), which
 * loads with the PDF code, so the handlers that read the header carry no translations.
 */
export function pdfLanguage(request: Request): PdfLanguage {
  for (const tag of (request.headers.get('Accept-Language') ?? '').split(',')) {
    const base = tag.split(';')[0]!.trim().toLowerCase().split('-')[0]
    if (base === 'hi' || base === 'mr' || base === 'en') return base
  }
  return 'en'
}
