import * as z from 'zod/mini'
import { overMaxMoney, tooManyDecimals } from './limit-messages'

/** The contract's largest amount (its info, "Limits"): ₹99,99,99,999.99. */
export const MAX_MONEY = 999999999.99

/** What a form says when an amount breaks the contract's money rules. */
export const moneyMessages = (what: string) => ({
  decimals: tooManyDecimals(what),
  max: overMaxMoney(what),
})

/**
 * An amount typed as digits and one dot keeps to the contract's money: paise, never less, and at most
 * MAX_MONEY. It is refused rather than rounded: the amount saved is the one the user typed and sees.
 * Text that is not a number is left to the field's own rule.
 */
export const moneyChecks = (what: string) => {
  const messages = moneyMessages(what)
  return [
    z.refine<string>((v) => !/\.\d{3,}$/.test(v.trim()), messages.decimals),
    z.refine<string>((v) => !(Number(v.trim()) > MAX_MONEY), messages.max),
  ]
}
