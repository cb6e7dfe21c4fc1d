import { useState } from 'react';
import { Navigate } from 'react-router';
import { useShopperKnown } from '../../shared/session/use-shopper-known.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { accessFor } from './access.ts';

/**
 * Sends a shopper who opened a sign-in page already signed in straight on `to`. It is decided once
 * the stored user is back, which for the sign-in page the server rendered is just after it
 * hydrated, and once only: signing in on the page goes on by its own way. A component of its own
 * beside the page's forms, so the stored user's arrival renders it alone, not the forms.
 */
export function PassOnIfSignedIn({ to }: { to: string }) {
  const token = useAppSelector((state) => state.user.token);
  const restored = useShopperKnown();
  const arrival = () => (restored ? accessFor(token) === 'allow' : undefined);
  const [arrivedSignedIn, setArrivedSignedIn] = useState(arrival);
  if (arrivedSignedIn === undefined && restored) setArrivedSignedIn(arrival());
  return arrivedSignedIn === true ? <Navigate to={to} replace /> : null;
}
