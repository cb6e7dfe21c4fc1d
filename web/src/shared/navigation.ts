/**
 * Lets code outside React (the base query) navigate; the router registers itself at start-up.
 * Kept tiny so the API layer does not import the router and its pages.
 */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }) {
  navigator(to, options);
}
