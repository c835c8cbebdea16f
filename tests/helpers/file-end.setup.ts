// Registered before each test file's own hooks, so it runs after them (hooks unwind as a stack).
import { afterAll } from 'vitest';
import { runFileEnd } from './file-end.ts';

afterAll(runFileEnd);
