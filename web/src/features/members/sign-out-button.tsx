import type { ReactNode } from 'react';
import { useSignOut } from './use-sign-out.ts';

interface SignOutButtonProps {
  className: string;
  /** Runs as the click lands, before the sign-out: a menu closes itself. */
  onSigningOut?: () => void;
  children: ReactNode;
}

/** The account page's, the account menu's and the phone menu's sign-out button. */
export function SignOutButton({ className, onSigningOut, children }: SignOutButtonProps) {
  const { signOut } = useSignOut();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onSigningOut?.();
        void signOut();
      }}
    >
      {children}
    </button>
  );
}
