/**
 * The static pages every deployment links to from its footer (spec §2), as first written. They are
 * a starting text for the operator, who edits them in the admin area; ensureSitePages writes a
 * page only where none with its slug exists, so edits are never overwritten.
 */
export const sitePages = [
  {
    slug: 'terms',
    title: 'Terms And Conditions',
    metaDescription: 'The terms that apply when you use Ever After to find, compare and contact wedding venues and vendors.',
    contentMarkdown: `These terms apply to everyone who uses Ever After, whether you are planning a wedding, listing a business or simply browsing. By using the site you agree to them. If you do not agree, please do not use the site.

## About Ever After

Ever After is a marketplace that helps couples in Australia and New Zealand find wedding venues and vendors. We publish listings, let couples save and compare them, and let couples and vendors message each other. We are not a party to any agreement you make with a vendor: the booking, the price and the service are between you and the vendor.

## Your account

You must be at least 18 to create an account. Keep your password to yourself and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account.

## Listings and vendors

Vendors are responsible for their listings being accurate, lawful and up to date, including prices, availability, licences and insurance. A "Verified" badge means we have checked the vendor's business details; it is not a guarantee of the quality of their work. Paid plans are billed in advance for the period chosen and renew until cancelled. Prices include GST in Australia and New Zealand where it applies.

## Reviews, messages and content you add

You keep ownership of what you write or upload, and you give us a licence to show it on the site for as long as it is there. Content must follow our [Acceptable Use Policy](/pages/acceptable-use-policy/). We may remove content or suspend accounts that break these terms.

## Our liability

We work hard to keep the site available and accurate, but we provide it "as is". Nothing in these terms excludes rights you have under the Australian Consumer Law or the New Zealand Consumer Guarantees Act. To the extent the law allows, we are not liable for losses arising from your dealings with vendors or from the site being unavailable.

## Changes

We may update these terms from time to time. We will post the new version here and, for significant changes, tell account holders by e-mail before they take effect.

## Contact

Questions about these terms are welcome: see our [Contact Us](/pages/contact/) page.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    metaDescription: 'How Ever After collects, uses, stores and protects your personal information, and how to reach us about it.',
    contentMarkdown: `Your privacy matters to us. This policy explains what personal information Ever After collects, why, and what you can do about it. We handle personal information in line with the Australian Privacy Principles in the Privacy Act 1988 (Cth) and the New Zealand Privacy Act 2020.

## What we collect

- **Account details:** your name, e-mail address, password (stored only as a secure hash) and, if you choose, your wedding date, venue and location.
- **Business details** for vendors: business name, ABN or NZBN, contact details and listing content.
- **Messages** you send to vendors or couples through the site, and enquiries you send to us.
- **Usage information:** pages visited, searches made and technical details such as your browser and an approximate location from your IP address, used to show relevant listings.

## How we use it

We use your information to run your account, show you relevant venues and vendors, deliver messages, send the e-mails you have asked for, keep the site secure and improve it. We do not sell personal information.

## Who we share it with

We share information only as needed: with the vendor or couple you message, with service providers who host the site or send e-mail on our behalf (bound to protect it), and where the law requires. Some providers may store data outside Australia or New Zealand, with equivalent protections in place.

## Cookies

We use a small number of cookies to keep you signed in and to remember your preferences. We do not use advertising cookies.

## Keeping it safe

Information is stored on secured servers, transmitted over encrypted connections and kept only as long as needed for the purposes above or as the law requires.

## Your choices

You can view and update your details in your profile at any time, change your e-mail preferences, or ask us for a copy of the information we hold about you or to delete your account. If you are unhappy with how we have handled your information, please contact us first; you may also complain to the Office of the Australian Information Commissioner or the New Zealand Privacy Commissioner.

## Contact

Write to our privacy officer through our [Contact Us](/pages/contact/) page.`,
  },
  {
    slug: 'acceptable-use-policy',
    title: 'Acceptable Use Policy',
    metaDescription: 'What is and is not allowed when you list, review or message on Ever After.',
    contentMarkdown: `Ever After is a place for couples and wedding businesses to find each other. This policy sets out what we expect of everyone who uses it, so that it stays useful, honest and kind. It forms part of our [Terms And Conditions](/pages/terms/).

## Be honest

- Listings must describe real businesses and services that you are entitled to offer.
- Photographs must be your own work or used with permission.
- Prices, capacities and availability must be accurate and kept up to date.
- Reviews and ratings must reflect a genuine experience. Do not rate your own business or a competitor's.

## Be respectful

- No harassment, threats, hate speech or discrimination, in listings, messages or anywhere else.
- No sexually explicit material.
- Respect other people's privacy: do not publish someone's personal information without their consent.

## Use messaging for weddings

- Messages are for genuine enquiries about weddings and events.
- No spam, bulk marketing, chain messages or unsolicited offers.
- Do not ask for payment outside a clear, written agreement with the other person.

## Keep the site working

- Do not try to gain access to accounts, data or systems that are not yours.
- Do not scrape, copy or resell listings or content in bulk.
- Do not upload viruses or anything designed to disrupt the site.

## What happens if the rules are broken

We may remove content, restrict features or suspend or close accounts, depending on how serious the breach is. If you see something that breaks this policy, please tell us through our [Contact Us](/pages/contact/) page.`,
  },
  {
    slug: 'contact',
    title: 'Contact Us',
    metaDescription: 'How to reach the Ever After team: questions about planning, listing your business, your account or privacy.',
    contentMarkdown: `We would love to hear from you. Our small team in Australia and New Zealand reads every message, and we reply within two business days.

## Send us a message

The quickest way to reach us is our [contact form](/contact). Tell us whether you are planning a wedding, run a wedding business or have another question, and we will make sure the right person answers.

## Couples

Questions about using the site, your wishlist or messages to vendors? Many answers are on our [blog](/blog), and our team is happy to help with anything else. For questions about a booking, please contact the vendor directly through your messages: they hold the details of your arrangement.

## Wedding businesses

Want to list your venue or service, claim an existing listing or change your plan? See our [pricing](/pricing) or [create a vendor account](/vendors/register). For help with your listing, use the contact form and choose "I am a vendor".

## Privacy and legal

For questions about your personal information, see our [Privacy Policy](/pages/privacy/). To report content that breaks our [Acceptable Use Policy](/pages/acceptable-use-policy/), use the contact form and include a link to the page.

## Office hours

Monday to Friday, 9 am to 5 pm Australian Eastern time, except public holidays.`,
  },
] as const;
