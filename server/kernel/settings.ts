import { z } from 'zod';

/**
 * The site settings of spec §1/§7. Stored in the settings table (editable in the admin area);
 * an environment variable named after the key (app.maintenance → APP_MAINTENANCE) overrides both.
 */
export const settingDefinitions = {
  'app.name': { schema: z.string().min(1).max(60), fallback: 'Ever After', isPublic: true, form: 'text', label: 'Site name' },
  'app.maintenance': { schema: z.boolean(), fallback: false, isPublic: true, form: 'switch', label: 'Maintenance mode' },
  // Categories shown in the header before the "See More" list.
  'app.header_categories': { schema: z.number().int().min(0).max(7), fallback: 4, isPublic: true, form: 'number', label: 'Categories in the header' },
  // Where contact-form messages are delivered (Reply-To is the sender); never shown to clients.
  'app.contact_email': { schema: z.string().email().max(254), fallback: 'hello@everafter.example', isPublic: false, form: 'email', label: 'Contact e-mail' },
  'app.social.facebook': { schema: z.string().url().max(500), fallback: 'https://www.facebook.com/everafter.example', isPublic: true, form: 'url', label: 'Facebook page' },
  'app.social.instagram': { schema: z.string().url().max(500), fallback: 'https://www.instagram.com/everafter.example/', isPublic: true, form: 'url', label: 'Instagram profile' },
  'app.social.pinterest': { schema: z.string().url().max(500), fallback: 'https://www.pinterest.com/everafter.example/', isPublic: true, form: 'url', label: 'Pinterest profile' },
  // The blog's content service: a path is this server's own endpoint (default), or any URL.
  'services.graphcms.endpoint': { schema: z.string().min(1).max(500), fallback: '/content/graphql', isPublic: true, form: 'text', label: 'Content service endpoint' },
  // Bearer token for an outside content service; this server's own endpoint needs none from here.
  // A secret: never shown again once saved, in the admin area or the audit log (maskSecret).
  'services.graphcms.read_token': { schema: z.string().max(2_000), fallback: '', isPublic: false, form: 'secret', label: 'Content service read token' },
  'services.talkjs.appId': { schema: z.string().max(100), fallback: '', isPublic: true, form: 'text', label: 'TalkJS app id' },
  // The seller on tax invoices (spec: the site's ABN) and where built-in invoices are paid by transfer.
  'billing.abn': { schema: z.string().regex(/^\d{11}$/), fallback: '51824753556', isPublic: false, form: 'text', label: 'ABN on invoices' },
  'billing.bank_account_name': { schema: z.string().min(1).max(140), fallback: 'Ever After Pty Ltd', isPublic: false, form: 'text', label: 'Bank account name on invoices' },
  'billing.bank_bsb': { schema: z.string().regex(/^\d{3}-?\d{3}$/), fallback: '062-000', isPublic: false, form: 'text', label: 'BSB on invoices' },
  'billing.bank_account_number': { schema: z.string().regex(/^\d{4,10}$/), fallback: '12345678', isPublic: false, form: 'text', label: 'Bank account number on invoices' },
  // Built-in invoicing: a renewal invoice is issued this many days before the period ends, and is due then.
  'billing.renewal_notice_days': { schema: z.number().int().min(1).max(60), fallback: 14, isPublic: false, form: 'number', label: 'Days of notice before a renewal' },
  // Days to pay a first invoice (or a plan change's) by transfer.
  'billing.payment_terms_days': { schema: z.number().int().min(1).max(60), fallback: 14, isPublic: false, form: 'number', label: 'Days to pay an invoice' },
} as const satisfies Record<string, { schema: z.ZodType; fallback: unknown; isPublic: boolean; form: SettingForm; label: string }>;

/** The admin area's form control for a setting; a 'secret' is written, never read back. */
export type SettingForm = 'switch' | 'number' | 'email' | 'url' | 'text' | 'textarea' | 'secret';

/** What may be shown of a secret setting: whether it is set, and its last four characters when it is long enough for them to give nothing away. */
export type MaskedSecret = { set: boolean; endsWith: string | null };

export function maskSecret(value: string): MaskedSecret {
  return { set: value !== '', endsWith: value.length >= 16 ? value.slice(-4) : null };
}

/** A setting's value as administrators and the audit log may see it: a secret masked, anything else as it is. */
export function shownSettingValue(key: SettingKey, value: unknown): unknown {
  return settingDefinitions[key].form === 'secret' && typeof value === 'string' ? maskSecret(value) : value;
}

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
