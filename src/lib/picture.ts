import { TEXTS } from './texts'

/**
 * The picture rules of the advocate and the profile (spec 2 §5, spec 3 §5): jpg, jpeg, png or svg,
 * at most 2 MB. The provider applies the same rules; these only spare the user a round trip.
 *
 * Beyond the spec, and why:
 * - the file's real type is read from its first bytes, so a PDF renamed to .png is refused with the
 *   extension message (it is not a jpg, png or svg whatever its name says);
 * - an empty file is refused (nothing to show);
 * - an SVG is accepted only when it holds nothing but drawing, and is REFUSED rather than cleaned (the rule,
 *   and why, is in ./svg-picture, shared with the provider). Pictures are only ever shown through <img>,
 *   which runs no script anyway; the rule keeps that from being the only defence.
 */
export const PICTURE_MAX_BYTES = 2_097_152

export const PICTURE_MESSAGES = TEXTS.picture

/** The file chooser's hint to the browser; the rules below still decide. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml'

type Kind = 'jpeg' | 'png' | 'svg'
const KIND_OF_EXTENSION: Record<string, Kind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', svg: 'svg' }

/** The last extension decides: 'x.png.svg' is an svg. */
export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** What the first bytes say the file is. */
export function kindOfBytes(bytes: Uint8Array): Kind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (bytes.includes(0)) return null
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart()
  return head.startsWith('<') && /<svg[\s>/]/i.test(head) ? 'svg' : null
}

/** An SVG text that holds anything but drawing. The checker (an XML parser) loads only when an SVG is chosen. */
export const isUnsafeSvg = async (text: string) => !(await import('./svg-picture')).isDrawingOnlySvg(text)

/** The problem of a picture's name, size and bytes, or null when it may be uploaded. */
export async function pictureProblemOf(name: string, size: number, bytes: Uint8Array): Promise<string | null> {
  const expected = KIND_OF_EXTENSION[extensionOf(name)]
  if (!expected) return PICTURE_MESSAGES.extension
  if (size === 0) return PICTURE_MESSAGES.empty
  if (size > PICTURE_MAX_BYTES) return PICTURE_MESSAGES.size
  if (kindOfBytes(bytes) !== expected) return PICTURE_MESSAGES.extension
  if (expected === 'svg' && (await isUnsafeSvg(new TextDecoder().decode(bytes)))) return PICTURE_MESSAGES.unsafeSvg
  return null
}

/** The same for a chosen file: its bytes are read only when its name and size pass. */
export async function pictureProblem(file: Blob & { name: string }): Promise<string | null> {
  if (!KIND_OF_EXTENSION[extensionOf(file.name)]) return PICTURE_MESSAGES.extension
  if (file.size === 0) return PICTURE_MESSAGES.empty
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_MESSAGES.size
  return pictureProblemOf(file.name, file.size, new Uint8Array(await file.arrayBuffer()))
}
