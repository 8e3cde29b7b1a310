/**
 * The messages of a length or amount limit the specification gives without a text of its own. The rules raise them in
 * English; the shared catalog (./texts.ts) says each in Hindi and Marathi, whatever field and limit it carries.
 */
export const tooLong = (what: string, max: number) => `${what} can have at most ${max} characters`
export const tooManyDecimals = (what: string) => `${what} can have at most 2 decimal places`
export const overMaxMoney = (what: string) => `${what} can be at most 99,99,99,999.99`
