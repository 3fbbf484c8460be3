/** Spec section 9: 'iv' followed by a random integer under 100000, made in the browser. */
export function newCustomerId(random: () => number = Math.random): string {
  return `iv${Math.floor(random() * 100_000)}`;
}
