import { attributeGroups } from '../../../db/schema/catalog';
import { isYesNo } from '../../../shared/catalog/attributes';
import { formatAttributeValue } from './format-attribute';
import type { AttributeRecord } from './list-categories';

export type ServiceAttributeValue = {
  name: string;
  label: string;
  /** The value as a couple reads it ("$120", "Rustic, Garden"). */
  value: string;
  /** For a Yes/No attribute: whether it is yes; null for every other kind. */
  yes: boolean | null;
};

export type DescribedServiceMeta = {
  /** The category's primary attributes the service has, in the category's order. */
  primaryAttributes: ServiceAttributeValue[];
  /** Every other visible category attribute the service has (spec §2 Facilities). */
  facilities: ServiceAttributeValue[];
  videos: string[];
  socialLinks: { network: string; url: string }[];
};

const videoKeys = ['video1_link', 'video2_link'];
const socialPrefix = 'social_link__';

/**
 * A service's stored meta as its page shows it: primary attributes, facilities (never the hidden
 * group, which only feeds filters), the two video links and the social_link__{network} links.
 * Shared by the service page and the vendor's preview, so both read the same.
 */
export function describeServiceMeta(categoryAttributes: AttributeRecord[], meta: { key: string; value: string }[]): DescribedServiceMeta {
  const valueByKey = new Map(meta.map((item) => [item.key, item.value]));
  const describe = (attribute: AttributeRecord): ServiceAttributeValue[] => {
    const stored = valueByKey.get(attribute.name);
    if (stored === undefined || stored === '') return [];
    return [
      {
        name: attribute.name,
        label: attribute.label,
        value: formatAttributeValue(attribute, stored),
        yes: isYesNo(attribute) ? stored === 'yes' : null,
      },
    ];
  };
  return {
    primaryAttributes: categoryAttributes.filter((attribute) => attribute.primary).flatMap(describe),
    facilities: categoryAttributes.filter((attribute) => !attribute.primary && attribute.group !== attributeGroups.hidden).flatMap(describe),
    videos: videoKeys.flatMap((key) => {
      const url = valueByKey.get(key);
      return url && isWebLink(url) ? [url] : [];
    }),
    socialLinks: meta
      .filter((item) => item.key.startsWith(socialPrefix) && isWebLink(item.value))
      .map((item) => ({ network: item.key.slice(socialPrefix.length), url: item.value })),
  };
}

// Links a vendor typed are shown as links only when they are web addresses (never javascript:).
export function isWebLink(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
