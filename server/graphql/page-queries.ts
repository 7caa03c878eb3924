import { getNamedType, isLeafType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

/**
 * The queries of spec §7's pages, each asking for everything its fields offer (every field without
 * required arguments, objects to the bottom, a type not entered twice on one path): what the
 * heaviest client of a page could ask. GraphQL's limits (./limits.ts) are set from them, with
 * headroom; the limits' test and bench/graphql-limits.ts read them. Built from the schema, so a
 * field added to a page's types is counted without anyone remembering to.
 */
export function pageQueries(schema: GraphQLSchema): Record<string, string> {
  const query = schema.getQueryType()!;
  const everything = (field: string, args = '') => `${field}${args} ${selectionOf(query.getFields()[field])}`.trim();
  return {
    // The app's own query from the browser (app/features/catalog/featured-services.tsx), as sent.
    featuredTab: `query Featured($category: String!, $limit: Int) {
  getFeaturedServicesByCategory(category: $category, limit: $limit) {
    id name slug path shortAddress regionName stateCode stateName countryName categoryId categoryName categoryTitle isVendorVerified
    inWishlist images { url alt } primaryAttributes { name label value } reviewScore { count average }
  }
}`,
    start: `query Start { ${['localization', 'settings', 'viewer', 'viewerGeoIP'].map((field) => everything(field)).join(' ')} }`,
    home: `query Home { ${[everything('categories'), everything('statesWithCategories', '(country_code: "au")'), everything('countries'), everything('getFeaturedServicesByCategory', '(category: "venue", limit: 24)'), everything('posts', '(first: 10)')].join(' ')} }`,
    service: `query Service($id: Int!) { ${[everything('services', '(id: $id)'), everything('getNearByServicesByCategory', '(category: "venue", service_id: $id, distance: 20, limit: 10)'), everything('getServiceChat', '(id: $id)'), 'checkInWishlist(service_id: $id)'].join(' ')} }`,
    places: `query Places { ${[everything('states', '(country_code: "au")'), everything('allstates'), everything('allregions')].join(' ')} }`,
    wishlist: `query Wishlist($user: ID!) { ${everything('wishlist', '(user_id: $user, category_id: 0, rating: 0)')} }`,
    messages: `query Messages($user: Int!) { ${[everything('conversations', '(user_id: $user)'), everything('categories'), 'messageCategories'].join(' ')} }`,
  };
}

/** `{ … }` with every field of the field's type (nothing for a scalar). */
function selectionOf(field: GraphQLField<unknown, unknown>, path: Set<string> = new Set()): string {
  const type = getNamedType(field.type);
  if (isLeafType(type) || !isObjectType(type)) return '';
  return `{ ${fieldsOf(type, new Set([...path, type.name])).join(' ')} }`;
}

function fieldsOf(type: GraphQLObjectType, path: Set<string>): string[] {
  return Object.values(type.getFields()).flatMap((field) => {
    if (field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined)) return [];
    const named = getNamedType(field.type);
    if (isLeafType(named)) return [field.name];
    if (!isObjectType(named) || path.has(named.name)) return [];
    return [`${field.name} ${selectionOf(field, path)}`];
  });
}
