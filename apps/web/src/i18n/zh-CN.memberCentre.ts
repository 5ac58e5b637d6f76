/** Strings of the member centre: profile, avatar, security, real name and binding, address. */
export const memberCentreStrings = {};
