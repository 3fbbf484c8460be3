import { act } from '@testing-library/react';

interface AxeResults {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
}

// jest-axe (the declared dev dependency) ships no type declarations; its one function is typed here.
const { axe } = jest.requireActual<{ axe: (element: Element, options?: object) => Promise<AxeResults> }>('jest-axe');

// Colour contrast needs layout, which jsdom does not have; the browser suite checks it (public-pages.spec.ts).
const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false } } };

/**
 * axe's violations under `element`, one line each (rule, help and the elements), so a failing test
 * names them. In act: ripples and transitions that finish while axe runs are React updates.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  let results: AxeResults = { violations: [] };
  await act(async () => {
    results = await axe(element, AXE_OPTIONS);
  });
  return results.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
