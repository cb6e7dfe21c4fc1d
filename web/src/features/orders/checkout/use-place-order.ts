import { useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-call.ts';
import { type OrderCreateBody, usePlaceOrderMutation } from '../checkout.endpoints.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

export type PlaceOrderResult = { ok: true; orderToken: string } | { ok: false; error: ApiError };

/**
 * Places the order once. The idempotency key is made when checkout opens and kept for every retry
 * of this attempt, so a retry after a lost answer returns the order already made instead of a
 * second one. A press while one is on its way does nothing, and neither does one after the order is
 * made, while the confirmation page is still loading.
 */
export function usePlaceOrder() {
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const [key] = useState(newIdempotencyKey);
  const [placed, setPlaced] = useState(false);
  const inFlight = useRef(false);

  const place = async (
    build: (idempotencyKey: string) => OrderCreateBody,
  ): Promise<PlaceOrderResult | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const answer = await placeOrder(build(key)).unwrap();
      setPlaced(true);
      return { ok: true, orderToken: answer.order_token };
    } catch (error) {
      inFlight.current = false;
      return { ok: false, error: error as ApiError };
    }
  };

  return { place, placing: isLoading || placed };
}
