import type { BusinessCountry } from '../../../shared/vendors/business-number';

/** The forms of /vendors/profile that are the vendor's own (the account's forms come from accounts). */
export type BusinessFormName = 'business' | 'documents' | 'remove-document';

/** A verification document as the profile lists it. */
export type BusinessDocument = { id: number; fileName: string; size: number };

/** What /vendors/profile shows of the vendor's business, ready for the fields. */
export type BusinessProfileData = {
  businessName: string;
  jobTitle: string;
  /** As people read it ('+61 412 345 678'). */
  phone: string;
  /** The picker's country: the number's own. */
  phoneCountry: string;
  website: string;
  businessCountry: BusinessCountry;
  /** As people read it ('53 004 085 616'). */
  businessNumber: string;
  verified: boolean;
  documents: BusinessDocument[];
};
