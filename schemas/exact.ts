/**
 * Compile-time proof that a zod schema and the TypeScript type its JSON Schema is generated from
 * describe the same data: `Exact<z.infer<typeof schema>, Type>` is `true` only when both spell
 * the same shape (the same keys, the same optional ones, the same value types), so a field added,
 * dropped or typed differently on one side stops the type-check instead of waiting for a property
 * test to catch the drift.
 */
export type Exact<A, B> =
  (<T>() => T extends Simplify<A> ? 1 : 2) extends <T>() => T extends Simplify<B> ? 1 : 2 ? true : false;

/** Flattens intersections and nested objects so that two spellings of one shape compare equal. */
type Simplify<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? Simplify<U>[]
    : T extends object
      ? { [K in keyof T]: Simplify<T[K]> }
      : T;

/** Accepts only `true`: `proveExact<Exact<X, Y>>()` fails to compile when X and Y differ. */
export function proveExact<T extends true>(): T | undefined {
  return undefined;
}
