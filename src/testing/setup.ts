import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Sections and screens are lazy chunks: the first import of one in a test file is transformed on
// demand, which on a loaded CI runner can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
