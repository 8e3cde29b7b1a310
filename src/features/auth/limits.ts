/** The sign-in forms' limits, apart from their messages so the catalog can name them. */
export const IDENTIFIER_MAX = 50
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 16
