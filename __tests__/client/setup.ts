import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s rather than 1 s: the first render of a lazy screen compiles its modules,
// which on a busy 2-core CI machine can take over a second. Speed is measured in bench/, not here.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; ScrollToTop's calls are recorded instead.
Object.defineProperty(window, 'scrollTo', { value: jest.fn(), writable: true });

/**
 * jest-fixed-jsdom swaps in Node's FormData (for fetch and msw), which cannot read a <form>. React 19
 * builds `new FormData(form, submitter)` whenever a submit handler starts a transition (useFormStatus),
 * as router navigations do; browsers can, so the test environment learns to read a form's fields too.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled || element.type === 'file') continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'submit' && element !== submitter) continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

/**
 * Queries keep their real retry counts (tests count calls), but wait 10 ms between tries instead of
 * the app's 1 s, 2 s, 4 s (query-backoff.ts), which would add 7 s to every failure test.
 * __tests__/client/api/query-retries.test.ts unmocks this to measure the real waits.
 */
jest.mock('@reduxjs/toolkit/query/react', () => {
  const actual = jest.requireActual('@reduxjs/toolkit/query/react');
  const fastBackoff = () => new Promise<void>((resolve) => setTimeout(resolve, 10));
  const retry = Object.assign((baseQuery: unknown, options: Record<string, unknown> = {}) => actual.retry(baseQuery, { ...options, backoff: fastBackoff }), {
    fail: actual.retry.fail,
  });
  return { ...actual, retry };
});

/**
 * Every 401 logs the spec's warning (log-unauthorized.ts); many tests answer 401 on purpose, and the
 * line with its stack would bury real warnings in the output. Only that exact line is dropped here;
 * unauthorized-log.test.ts spies on console.warn itself to check it is written.
 */
const consoleWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (args.length === 1 && args[0] === 'Unauthorized access. Please log in again.') return;
  consoleWarn(...args);
};
