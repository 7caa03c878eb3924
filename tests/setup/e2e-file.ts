import { afterAll } from 'vitest';
import { closeSharedBrowser } from './e2e-page';

// Each spec file's connection to the run's Chromium ends with the file (its pages with it).
afterAll(() => closeSharedBrowser());
