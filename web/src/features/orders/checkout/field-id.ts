/** The element id of a checkout field path, so a refused field can be focused by its name. */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;
