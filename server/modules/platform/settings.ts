import { z } from 'zod';

/**
 * The site settings of spec §1/§7. Stored in the settings table (editable in the admin area);
 * an environment variable named after the key (app.maintenance → APP_MAINTENANCE) overrides both.
 */
export const settingDefinitions = {
  'app.name': { schema: z.string().min(1), fallback: 'Ever After', isPublic: true },
  'app.maintenance': { schema: z.boolean(), fallback: false, isPublic: true },
  // Categories shown in the header before the "See More" list.
  'app.header_categories': { schema: z.number().int().min(0).max(7), fallback: 4, isPublic: true },
  // Where contact-form messages are delivered (Reply-To is the sender); never shown to clients.
  'app.contact_email': { schema: z.string().email(), fallback: 'hello@everafter.example', isPublic: false },
  'app.social.facebook': { schema: z.string().url(), fallback: 'https://www.facebook.com/everafter.example', isPublic: true },
  'app.social.instagram': { schema: z.string().url(), fallback: 'https://www.instagram.com/everafter.example/', isPublic: true },
  'app.social.pinterest': { schema: z.string().url(), fallback: 'https://www.pinterest.com/everafter.example/', isPublic: true },
  // The blog's content service: a path is this server's own endpoint (default), or any URL.
  'services.graphcms.endpoint': { schema: z.string(), fallback: '/content/graphql', isPublic: true },
  // Bearer token for an outside content service; this server's own endpoint needs none from here.
  'services.graphcms.read_token': { schema: z.string(), fallback: '', isPublic: false },
  'services.talkjs.appId': { schema: z.string(), fallback: '', isPublic: true },
  // The seller on tax invoices (spec: the site's ABN) and where built-in invoices are paid by transfer.
  'billing.abn': { schema: z.string().regex(/^\d{11}$/), fallback: '51824753556', isPublic: false },
  'billing.bank_account_name': { schema: z.string().min(1), fallback: 'Ever After Pty Ltd', isPublic: false },
  'billing.bank_bsb': { schema: z.string().regex(/^\d{3}-?\d{3}$/), fallback: '062-000', isPublic: false },
  'billing.bank_account_number': { schema: z.string().regex(/^\d{4,10}$/), fallback: '12345678', isPublic: false },
  // Built-in invoicing: a renewal invoice is issued this many days before the period ends, and is due then.
  'billing.renewal_notice_days': { schema: z.number().int().min(1).max(60), fallback: 14, isPublic: false },
  // Days to pay a first invoice (or a plan change's) by transfer.
  'billing.payment_terms_days': { schema: z.number().int().min(1).max(60), fallback: 14, isPublic: false },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type Settings = { [K in SettingKey]: z.infer<(typeof settingDefinitions)[K]['schema']> };

export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];

export function envNameOf(key: SettingKey): string {
  return key.replace(/[.]/g, '_').replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

/** Every setting at its default, as on a fresh database without overrides. */
export function defaultSettings(): Settings {
  return Object.fromEntries(settingKeys.map((key) => [key, settingDefinitions[key].fallback])) as Settings;
}
