import '@testing-library/jest-dom';

// jsdom has no layout; ScrollToTop's calls are recorded instead.
Object.defineProperty(window, 'scrollTo', { value: jest.fn(), writable: true });
