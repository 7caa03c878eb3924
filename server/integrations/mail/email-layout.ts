/**
 * The one layout of every e-mail the site sends: each domain's template gives the words, this gives
 * both parts. Mail clients ignore stylesheets and web fonts, so the HTML is tables with inline
 * styles and font stacks; every value is escaped; the text part reads on its own.
 */
export type EmailContent = {
  /** app.name: the masthead and the signature. */
  appName: string;
  heading: string;
  /** Plain text, one entry per paragraph. */
  paragraphs: string[];
  /** A bulleted list under the paragraphs (a checklist's next tasks), plain text per item. */
  list?: string[];
  /** The message's one button; its address is repeated as text for clients that block buttons. */
  action?: { label: string; url: string };
  /** Small print under the card, such as why the message was sent. */
  footnote?: string;
  /** Mailing-list messages: the link under the small print that ends them, no sign-in needed. */
  unsubscribeUrl?: string;
};

export type RenderedEmail = { html: string; text: string };

// DESIGN.md's palette. White on the darker rose is 5.4:1 (on the design's #B5838D it would be 3.2:1);
// the rose as link text on white is the same 5.4:1; charcoal on ivory 6.4:1; ink on ivory 13.5:1.
export const emailPalette = {
  page: '#FBF8F3',
  card: '#FFFFFF',
  rule: '#EAE3D9',
  ink: '#2B2A28',
  muted: '#5F5B55',
  action: '#8C5E68',
  onAction: '#FFFFFF',
} as const;

const serif = "Georgia, 'Cormorant Garamond', 'Times New Roman', serif";
const sans = "-apple-system, 'Segoe UI', Inter, Helvetica, Arial, sans-serif";

export function renderEmail(content: EmailContent): RenderedEmail {
  for (const url of [content.action?.url, content.unsubscribeUrl]) {
    if (url !== undefined && !/^https?:\/\//i.test(url)) throw new Error(`E-mail links must be absolute http(s) URLs, not ${url}`);
  }
  return { html: renderHtml(content), text: renderText(content) };
}

function renderHtml({ appName, heading, paragraphs, list, action, footnote, unsubscribeUrl }: EmailContent): string {
  const c = emailPalette;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-family:${sans};font-size:16px;line-height:1.6;color:${c.ink};">${escapeHtml(text)}</p>`;
  const items = list?.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 24px;font-family:${sans};font-size:16px;line-height:1.6;color:${c.ink};">` +
      list.map((item) => `<li style="margin:0 0 8px;">${escapeHtml(item)}</li>`).join('') +
      `</ul>`
    : '';
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
      `<td style="border-radius:6px;background-color:${c.action};">` +
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 28px;font-family:${sans};font-size:16px;font-weight:600;line-height:1.25;color:${c.onAction};text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0;font-family:${sans};font-size:14px;line-height:1.5;color:${c.muted};">If the button does not work, copy this address into your browser:<br>` +
      `<a href="${escapeHtml(action.url)}" style="color:${c.action};word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : '';
  const small = footnote
    ? `<tr><td style="padding:16px 8px 0;font-family:${sans};font-size:13px;line-height:1.5;color:${c.muted};">${escapeHtml(footnote)}</td></tr>`
    : '';
  const unsubscribe = unsubscribeUrl
    ? `<tr><td style="padding:12px 8px 0;font-family:${sans};font-size:13px;line-height:1.5;color:${c.muted};">` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:${c.action};">Unsubscribe</a> from these e-mails at any time.</td></tr>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${c.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${c.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:${serif};font-size:24px;line-height:1.2;color:${c.ink};">${escapeHtml(appName)}</td></tr>
<tr><td style="background-color:${c.card};border:1px solid ${c.rule};border-radius:8px;padding:32px 28px;">
<h1 style="margin:0 0 20px;font-family:${serif};font-size:28px;font-weight:normal;line-height:1.25;color:${c.ink};">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraph).join('\n')}
${items}
${button}
</td></tr>
${small}
${unsubscribe}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText({ appName, heading, paragraphs, list, action, footnote, unsubscribeUrl }: EmailContent): string {
  const blocks = [
    heading,
    ...paragraphs,
    ...(list?.length ? [list.map((item) => `- ${item}`).join('\n')] : []),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(footnote ? [footnote] : []),
    appName,
    ...(unsubscribeUrl ? [`Unsubscribe:\n${unsubscribeUrl}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) that mail clients offer as
 * a button, for a message whose unsubscribe link answers a POST without a sign-in.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

// &#39; rather than &apos;, which older mail clients' HTML 4 parsers do not know.
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}
