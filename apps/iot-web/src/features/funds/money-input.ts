/** Digits of a payment password (payPasswordSchema). */
export const PAY_PASSWORD_LENGTH = 6;
