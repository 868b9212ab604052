import type { ServiceIdentifier } from 'inversify';
import { createContext } from 'react';

/** Resolves a service by its token; the composition root provides the container's `get`. */
export type ServiceResolver = <T>(token: ServiceIdentifier<T>) => T;

/** The services of the running app. Provided by src/composition so views never import the container. */
export const ServiceContext = createContext<ServiceResolver | null>(null);

/** Resolves a service outside rendering, once its feature's module is loaded (prefetching on intent). */
export type ServiceLoader = <T>(token: ServiceIdentifier<T>) => Promise<T>;

/** Provided by the composition root beside ServiceContext; absent (null) in tests that do not prefetch. */
export const ServiceLoaderContext = createContext<ServiceLoader | null>(null);
