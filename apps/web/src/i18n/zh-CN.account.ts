/** Strings of the account screens: login, register, recovery, activation and the safety dialog. */
export const accountStrings = {};
