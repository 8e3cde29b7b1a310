import { TEXTS } from './texts'

/** The question's numbers; it is asked in the language on screen when shown (`captchaQuestion`). */
export interface Captcha {
  a: number
  b: number
  op: 'plus' | 'minus'
  answer: number
}

/** The captcha's words in one language (the catalog's `captcha` part). */
export type CaptchaWords = { plus: (a: string, b: string) => string; minus: (a: string, b: string) => string; numbers: readonly string[] }

/**
 * A text question instead of a picture, so the check works with a keyboard and a screen reader.
 * It only slows down careless scripts; the provider remains responsible for throttling sign-in.
 */
export function newCaptcha(random: () => number = Math.random): Captcha {
  const a = 1 + Math.floor(random() * 9)
  const b = 1 + Math.floor(random() * 9)
  if (random() < 0.5 || a === b) return { a, b, op: 'plus', answer: a + b }
  const [high, low] = a > b ? [a, b] : [b, a]
  return { a: high, b: low, op: 'minus', answer: high - low }
}

export function captchaQuestion(captcha: Captcha, words: CaptchaWords = TEXTS.captcha) {
  return words[captcha.op](words.numbers[captcha.a] ?? String(captcha.a), words.numbers[captcha.b] ?? String(captcha.b))
}

/** Devanagari digits as Western ones; a candrabindu as an anusvara (पाँच and पांच are both written); one case. */
function plain(text: string) {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replaceAll('\u0901', '\u0902')
}

/** The answer in digits (Western or Devanagari), or as a word in English or in the language on screen. */
export function isCaptchaAnswer(captcha: Captcha, given: string, words: CaptchaWords = TEXTS.captcha) {
  const text = plain(given)
  const accepted = [String(captcha.answer), TEXTS.captcha.numbers[captcha.answer], words.numbers[captcha.answer]]
  return accepted.some((word) => word !== undefined && plain(word) === text)
}
