/** The longest password the form takes (the chosen one is held to 16 by the rule). */
export const PASSWORD_MAX = 50
