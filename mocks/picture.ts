// The SVG rule is shared with the app on purpose: one rule in one place (see that module).
import { SVG_REFUSED, isDrawingOnlySvg } from '../src/lib/svg-picture'
import { fail } from './http'

/**
 * The provider's picture rules (advocate and profile): what the app checks before sending, the
 * provider checks again, as a real one must, since any client can send anything. The same decisions as
 * the app: jpg, jpeg, png or svg by the last extension, 1 to 2,097,152 bytes, the real type read from
 * the first bytes, and an SVG that holds anything but drawing refused rather than cleaned (the shared
 * rule in src/lib/svg-picture).
 * A stored picture is kept as a data URL, which is also the advocatePicFileURL it is served from.
 */
export const PICTURE_MAX_BYTES = 2_097_152
export const PICTURE_EXTENSION = 'Invalid file extension. Please upload a file with extensions jpg, jpeg, png, or svg'
export const PICTURE_SIZE = 'File size exceeds the maximum allowed 2 MB'
export const PICTURE_EMPTY = 'The file is empty. Please choose a picture.'
export const PICTURE_UNSAFE_SVG = SVG_REFUSED

const MIME = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml' } as const
type Extension = keyof typeof MIME

function mimeOfBytes(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0xff, 0xd8, 0xff)) return MIME.jpg
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return MIME.png
  if (bytes.includes(0)) return null
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart()
  return head.startsWith('<') && /<svg[\s>/]/i.test(head) ? MIME.svg : null
}

function base64(bytes: Uint8Array) {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

/** The data URL to store for an uploaded picture, or a 400 with the rule it breaks. */
export async function storedPicture(file: File, field: string): Promise<string> {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
  if (!(extension in MIME)) throw fail(400, `${field}: ${PICTURE_EXTENSION}`)
  if (file.size === 0) throw fail(400, `${field}: ${PICTURE_EMPTY}`)
  if (file.size > PICTURE_MAX_BYTES) throw fail(400, `${field}: ${PICTURE_SIZE}`)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const mime = MIME[extension as Extension]
  if (mimeOfBytes(bytes) !== mime) throw fail(400, `${field}: ${PICTURE_EXTENSION}`)
  if (mime === MIME.svg && !isDrawingOnlySvg(new TextDecoder().decode(bytes))) throw fail(400, `${field}: ${PICTURE_UNSAFE_SVG}`)
  return `data:${mime};base64,${base64(bytes)}`
}

/** The file name a stored picture is answered with (the store keeps only its data URL). */
export function pictureFileName(url: string | null, advocateCode: number): string | null {
  const mime = url && /^data:([^;,]+)/.exec(url)?.[1]
  if (!mime) return null
  const extension = Object.entries(MIME).find(([, m]) => m === mime)?.[0] ?? 'png'
  return `advocate-${advocateCode}.${extension}`
}
