import type { CreditProduct } from '@shop/contract/points/credit-shop.calls';
import type { TransferResult } from '@shop/contract/points/points.calls';
import { useState } from 'react';
import { usePointTransferMutation } from './points.endpoints.ts';

/**
 * Point transfer: starting clears the last result and hides its modal; success stores the
 * result, shows it, closes the exchange dialog and lets the page refresh what depends on it; failure
 * clears the result and leaves the dialog open (the base query has shown the server's message).
 */
export function useCreditExchange(onExchanged: () => void) {
  const [transfer, { isLoading }] = usePointTransferMutation();
  const [chosen, setChosen] = useState<CreditProduct | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);

  async function exchange(quantity: number) {
    if (!chosen) return;
    setResult(null);
    try {
      const answer = await transfer({
        point_type_from: chosen.point_type_from,
        point_type_to: chosen.point_type_to,
        from_amount: chosen.from_amount * quantity,
        credit_product_id: chosen.id,
      }).unwrap();
      setResult(answer);
      setChosen(null);
      onExchanged();
    } catch {
      setResult(null);
    }
  }

  return {
    chosen,
    choose: setChosen,
    cancel: () => setChosen(null),
    busy: isLoading,
    exchange,
    result,
    dismissResult: () => setResult(null),
  };
}
