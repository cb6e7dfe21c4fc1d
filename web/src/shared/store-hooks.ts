import { useDispatch, useSelector } from 'react-redux';

/**
 * The app registers its store's state and dispatch types here (app/store-types.ts), by declaration
 * merging, so features and shared code get typed hooks without importing the app that assembles
 * the store out of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in app/store-types.ts
export interface StoreTypes {}

type Registered<K extends string, Fallback> = StoreTypes extends Record<K, infer T> ? T : Fallback;

export const useAppDispatch = useDispatch.withTypes<Registered<'dispatch', never>>();
export const useAppSelector = useSelector.withTypes<Registered<'state', unknown>>();
