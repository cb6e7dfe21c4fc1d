/** How the order will reach the shopper, as far as its price knows: it decides the shipping fee. */
export type Fulfilment =
  | { kind: 'unknown' }
  | { kind: 'pickup' }
  | { kind: 'delivery'; deliveryCountryId: number };
