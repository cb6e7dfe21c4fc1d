import { Component, type ReactNode, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '../shared/navigation.ts';
import { RouteError } from './layout/route-error.tsx';
import { routes } from './routes.tsx';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/**
 * A page that fails to render (its chunk missing, a bug) shows the error page in place of the whole
 * shell; going to another address (the back button) tries again.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page failed without an error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * The storefront's pages under whichever router holds the address: the browser's or, on the
 * server, a static one. Code outside React (the base query, the session watch, the session guard)
 * navigates with it; it is handed over in a layout effect, which runs before any page's effects,
 * so a page's first effect may already navigate.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useLayoutEffect(() => setNavigator(navigate), [navigate]);
  const location = useLocation();
  return <RouteErrorBoundary location={location}>{useRoutes(routes)}</RouteErrorBoundary>;
}
