import { createContext } from 'react-router';
import type { HttpRequestContext } from '../context';

/** How React Router loaders and actions reach the server: context.get(appContext). */
export const appContext = createContext<HttpRequestContext>();
