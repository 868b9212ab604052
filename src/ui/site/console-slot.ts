import { createContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** What the console's root receives: the site's own 404 screen, shown to everyone who is not an operator. */
export interface ConsoleRootProps {
  readonly notFound: ReactNode;
}

/**
 * The operators' console, provided by the composition root as a lazily loaded component (its code, services and
 * texts are separate chunks, so a visitor's pages never carry a byte of it). Null where no console is wired.
 */
export const ConsoleSlot = createContext<(() => LazyExoticComponent<ComponentType<ConsoleRootProps>>) | null>(null);
