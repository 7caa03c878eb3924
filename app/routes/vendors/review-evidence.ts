import type { Route } from './+types/review-evidence';
import { downloadReviewEvidence } from './review-evidence.server';

export const loader = (args: Route.LoaderArgs) => downloadReviewEvidence(args);
