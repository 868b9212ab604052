import type { ServiceIdentifier } from 'inversify';
import { createContext } from 'react';

/** Resolves a service by its token; the composition root provides the container's `get`. */
export type ServiceResolver = <T>(token: ServiceIdentifier<T>) => T;

/** The services of the running app. Provided by src/composition so views never import the container. */
export const ServiceContext = createContext<ServiceResolver | null>(null);
