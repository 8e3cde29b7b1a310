/**
 * Spec 1 §5, the one rule for a password the user chooses (reset, and the new password of Change
 * Password): 6 to 16 of letters, digits and !@#$%^&*, with a digit, an upper-case letter and a special
 * character. Plain values, no zod: the sign-in pages check their forms without it.
 */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/
export const PASSWORD_RULE = 'Password must be of minimum 6 and maximum 16 characters including one special character, one number and one alphabet'
