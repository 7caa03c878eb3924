/** The path of this server's own content service endpoint (spec §7 "Headless content service"): the blog client's default. */
export const contentEndpointPath = '/content/graphql';
