import type { Route } from './+types/resend-activation';
import { resendActivation } from './resend-activation.server';

export const action = (args: Route.ActionArgs) => resendActivation(args);
