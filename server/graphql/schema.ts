import { builder } from './builder';
import '../modules/accounts/graphql';
import '../modules/accounts/profile-graphql';
import '../modules/catalog/graphql';
import '../modules/catalog/service-graphql';
import '../modules/contact/graphql';
import '../modules/content/graphql';
import '../modules/engagement/graphql';
import '../modules/geo/graphql';
import '../modules/media/graphql';
import '../modules/messaging/graphql';
import '../modules/platform/graphql';

export const schema = builder.toSchema({ sortSchema: true });
