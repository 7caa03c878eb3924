import { IconAlertTriangle, IconBuildingStore, IconCalendarEvent, IconClipboardCheck, IconFileText, IconGauge, IconHeart, IconHistory, IconList, IconMail, IconMessage, IconReceipt, IconSettings, IconShieldLock, IconUsers } from '@tabler/icons-react';

/** The admin area's sections, in the side navigation's order. */
export const adminSections = [
  { path: '/admin', label: 'Dashboard', icon: IconGauge },
  { path: '/admin/users', label: 'Users', icon: IconUsers },
  { path: '/admin/vendors', label: 'Vendors', icon: IconBuildingStore },
  { path: '/admin/claims', label: 'Claims', icon: IconClipboardCheck },
  { path: '/admin/listings', label: 'Listings', icon: IconList },
  { path: '/admin/bookings', label: 'Bookings', icon: IconCalendarEvent },
  { path: '/admin/reviews', label: 'Reviews', icon: IconHeart },
  { path: '/admin/content', label: 'Content', icon: IconFileText },
  { path: '/admin/messages', label: 'Messages', icon: IconMessage },
  { path: '/admin/billing', label: 'Billing', icon: IconReceipt },
  { path: '/admin/errors', label: 'Errors', icon: IconAlertTriangle },
  { path: '/admin/email', label: 'E-mail', icon: IconMail },
  { path: '/admin/settings', label: 'Settings', icon: IconSettings },
  { path: '/admin/privacy', label: 'Privacy', icon: IconShieldLock },
  { path: '/admin/audit', label: 'Audit log', icon: IconHistory },
] as const;
