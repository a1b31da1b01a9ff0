import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's request validator (ajv) and response serializer
// (fast-json-stringify) while the app starts: for the site's three hundred routes and
// callables about three seconds of CPU, paid by each of the hundreds of apps the server's tests
// build. These compilers are Fastify's own defaults, each route's function made the first time
// the route is used instead. The tests use them (config.lazySchemas); a production start keeps
// the defaults, so every schema is still compiled, and any fault in one found, at start.

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown };

/** `compile` for one route, run the first time the route's function is called. */
function onFirstUse<Route>(compile: (route: Route) => Compiled) {
  return (route: Route): Compiled => {
    let made: Compiled | undefined;
    const use = (...args: unknown[]) => {
      made ??= compile(route);
      return made(...args);
    };
    // Fastify reads a failed validation's reasons from the function itself.
    Object.defineProperty(use, 'errors', { get: () => made?.errors });
    return use;
  };
}

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

const buildValidator = (external: unknown, options: unknown) => {
  const compile = AjvCompiler()(external as never, options as never);
  return onFirstUse(compile as never);
};

const buildSerializer = (external: unknown, options: unknown) => {
  const compile = SerializerSelector()(external as never, options as never);
  return onFirstUse(compile as never);
};

/** Fastify's `schemaController` option that compiles each route's schemas on first use. */
export const lazySchemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as SchemaController;
