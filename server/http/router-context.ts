import { createContext } from 'react-router';
import type { RequestContext } from '../graphql/context';

/** How React Router loaders and actions reach the server: context.get(appContext). */
export const appContext = createContext<RequestContext>();
