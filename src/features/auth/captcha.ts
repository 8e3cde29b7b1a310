const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

export interface Captcha {
  question: string
  answer: string
}

/**
 * A text question instead of a picture, so the check works with a keyboard and a screen reader.
 * It only slows down careless scripts; the provider remains responsible for throttling sign-in.
 */
export function newCaptcha(random: () => number = Math.random): Captcha {
  const a = 1 + Math.floor(random() * 9)
  const b = 1 + Math.floor(random() * 9)
  if (random() < 0.5 || a === b) return { question: `What is ${WORDS[a]} plus ${WORDS[b]}?`, answer: String(a + b) }
  const [high, low] = a > b ? [a, b] : [b, a]
  return { question: `What is ${WORDS[high]} minus ${WORDS[low]}?`, answer: String(high - low) }
}

export function isCaptchaAnswer(captcha: Captcha, given: string) {
  const text = given.trim().toLowerCase()
  return text === captcha.answer || text === WORDS[Number(captcha.answer)]
}
