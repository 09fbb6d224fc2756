/** The id of a checkout form control (focused when it holds the first error). */
export const checkoutFieldId = (field: string) => `checkout-${field}`;
