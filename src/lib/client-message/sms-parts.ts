// The GSM 03.38 basic set and its extension table (each extension character takes two places).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENDED = new Set('^{}\\[~]|€\f')

export interface SmsParts {
  encoding: 'GSM-7' | 'Unicode'
  /** Places used: GSM-7 septets, or UTF-16 code units for Unicode. */
  length: number
  parts: number
  /** Places left in the last part. */
  left: number
}

/**
 * How many SMS a text takes: GSM-7 holds 160 in one part and 153 in each of several; any other character
 * (Devanagari, say) makes the whole text Unicode, 70 in one part and 67 in each of several.
 */
export function smsParts(text: string): SmsParts {
  let septets = 0
  let gsm = true
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1
    else if (GSM_EXTENDED.has(ch)) septets += 2
    else {
      gsm = false
      break
    }
  }
  const [single, multi, length] = gsm ? [160, 153, septets] : [70, 67, text.length]
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi)
  const capacity = parts <= 1 ? single : parts * multi
  return { encoding: gsm ? 'GSM-7' : 'Unicode', length, parts, left: capacity - length }
}
