import { createHook } from 'node:async_hooks';

/*
 * Node makes an object for every process.nextTick (its TickObject, an object literal with two symbol keys), several
 * per HTTP answer. V8 keeps the shape of such literals only while an object of that shape is alive, and between two
 * answers none is: a major GC drops the shape, the next tick builds it anew, and after a few such rounds the
 * property stores of the literal stop learning and go through V8's runtime for good. In this process (a heap of
 * ~130 MB and PGlite, so regular major GCs) that made every tick ~5 times dearer than in a bare node:http server:
 * perf showed Runtime_DefineKeyedOwnPropertyInLiteral and JSObject::MigrateToMap called from nextTick, 5-7 µs of
 * CPU per answer, absent from the bare server (and brought into it by forcing major GCs). Keeping one TickObject
 * alive for the life of the process keeps its shape, and the stores stay fast.
 */

const kept: object[] = [];

/**
 * Keeps TickObjects of both forms (with and without arguments) alive for the life of the process. An async hook is
 * enabled only for the two process.nextTick calls that make them (the hook's `init` is handed each new TickObject)
 * and disabled again before this returns, so no request ever runs with async hooks on. Idempotent.
 */
export function keepTickObjectShape(): readonly object[] {
  if (kept.length > 0) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept.push(resource as object);
    },
  });
  hook.enable();
  try {
    process.nextTick(noop);
    process.nextTick(noop, undefined);
  } finally {
    hook.disable();
  }
  return kept;
}

function noop(): void {}
