/**
 * A compile-time check that a response schema describes its DTO exactly: `described<Same<A, B>>()`
 * fails the type check when a field is added to one and not the other.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const described = <T extends true>(): T | undefined => undefined;
