import { redirect } from 'react-router';
import type { Route } from './+types/sign-in-security';
import { signInSecurityAction } from './sign-in-security.server';

// Only posts: the forms live on the profile pages (their Password sections).
export const loader = () => redirect('/profile?tab=password');

export const action = (args: Route.ActionArgs) => signInSecurityAction(args);
