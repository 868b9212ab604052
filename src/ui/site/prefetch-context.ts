import { createContext } from 'react';
import type { RouteName } from '../../domain/routing/route-table';

/**
 * Starts loading a route's screen code, with the texts and lazy features its screen waits for. Provided by the app
 * shell, which owns the route table; a context rather than an import, because screens that prefetch are themselves
 * loaded by that table.
 */
export const PrefetchContext = createContext<(route: RouteName) => void>(() => undefined);
