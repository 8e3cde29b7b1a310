/**
 * With `noopener` the app cannot tell when the new tab has read the blob, so the URL is kept
 * for a minute: long enough for a slow machine to open a large report.
 */
export const PDF_URL_LIFETIME_MS = 60_000

function click(attributes: Partial<HTMLAnchorElement>) {
  const link = Object.assign(document.createElement('a'), attributes)
  document.body.append(link)
  link.click()
  link.remove()
}

/** The one PDF opener: a new tab without `window.opener`, and a download named as the spec says. */
export function openPdf(pdf: Blob, fileName: string) {
  const url = URL.createObjectURL(pdf)
  click({ href: url, target: '_blank', rel: 'noopener noreferrer' })
  click({ href: url, download: fileName })
  window.setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS)
}
