/** The brand mark (public/logo.svg), drawn inline: one request fewer on every first load. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6b4f" />
      <path d="M40 14a18 18 0 1 0 10 31 15 15 0 1 1-10-31z" fill="#f3d27a" />
      <path d="M22 50V34l6-5 6 5v16h-4v-8h-4v8z" fill="#ffffff" />
      <path d="M38 50V28l5-4 5 4v22z" fill="#d9efe6" />
    </svg>
  );
}
