/** The server's password rule (12 to 128 characters, not a common one), shown before the server checks it. */
export const PASSWORD_MIN = 12;
