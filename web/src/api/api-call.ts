/**
 * The argument every endpoint passes to the one base query: the contract call's name, its body
 * (client_id and, for cart calls, the access token and delivery country are added for it), and
 * the kind of credentials it needs.
 */
export interface ApiCall {
  call: string;
  body?: Record<string, unknown>;
  /**
   * `member` adds the Bearer token; `cart` adds access_token and delivery_country_id; `staff` adds
   * the console's own Bearer token (api/staff-token.ts), and its 401 signs the console out only.
   */
  auth?: 'member' | 'cart' | 'cart-member' | 'staff';
  /** A staff token to send instead of the stored one: sign-out forgets it before ending it. */
  staffToken?: string;
  /** Sign-in and password calls handle their own 401 (spec §8): no logout, no toast. */
  ownsErrors?: boolean;
}

export interface ApiError {
  status: number | 'FETCH_ERROR';
  err_code: string;
  message: string;
}
