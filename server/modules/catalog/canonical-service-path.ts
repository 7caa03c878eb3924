type ServicePathParts = { id: number; slug: string; categorySlug: string; countryCode: string; stateCode: string };

/** The one URL a service page is served at: /{country}/{state}/{category}/{id}/{slug}. */
export function canonicalServicePath(service: ServicePathParts): string {
  return `/${service.countryCode}/${service.stateCode.toLowerCase()}/${service.categorySlug}/${service.id}/${service.slug}`;
}
